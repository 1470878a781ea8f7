// Draws one of lucide's icons from its shapes (the `lucide` package holds them
// as plain data): a 24-unit grid, 2-unit round strokes in the colour of the
// text. Every icon on the site sits beside words that say the same thing, so
// it is hidden from assistive technology.
import { createElement, type SVGProps } from "react";
import type { IconNode as LucideIconNode } from "lucide";

/** An icon's shapes, as lucide holds them; read-only, since content is typed read-only. */
export type IconNode = readonly (readonly [tag: string, attributes: LucideIconNode[number][1]])[];

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { node: IconNode };

export function Icon({ node, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
