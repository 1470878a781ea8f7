// Button styles shared by <button> and by links that look like buttons: the
// variants by class-variance-authority, the caller's className merged by
// tailwind-merge (docs/decisions/021-class-names-with-libraries.md).
//
// A caller's className may place a button (width, margin, whitespace,
// display, order) but never restyle it: a button that needs another look gets
// a variant or size here, where its contrast is tested in every state. So
// buttonVariants throws when tailwind-merge would drop one of the button's own
// classes for the caller's, and the conflict fails the prerender instead of
// reaching a visitor. No page's browser script imports this file.
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { twMerge } from "tailwind-merge";

/** The one class of the button's own that a placement may replace. */
const display = "inline-flex";

const buttonStyles = cva(
  `${display} items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0`,
  {
    variants: {
      variant: {
        primary: "bg-brand text-on-brand hover:bg-brand-strong",
        outline: "border-2 border-brand text-brand hover:bg-brand-soft",
        /** Solid and light, for a dark band. */
        inverse: "bg-surface text-brand-strong hover:bg-brand-soft focus-visible:outline-on-brand",
        /** Outlined in white, for a dark band. */
        "outline-inverse":
          "border-2 border-on-brand text-on-brand hover:bg-brand focus-visible:outline-on-brand",
        ghost: "text-ink hover:bg-surface-muted",
      },
      size: {
        md: "min-h-11 px-4 py-2 text-sm",
        lg: "min-h-12 px-6 py-3 text-base",
        /** An icon and a short label where a row is tight, such as the header. */
        compact: "min-h-11 px-2 py-2 text-sm",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonStyles = VariantProps<typeof buttonStyles>;
export type ButtonVariant = NonNullable<ButtonStyles["variant"]>;
export type ButtonSize = NonNullable<ButtonStyles["size"]>;
/** A button's look, and the caller's classes that place it. */
export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** Each class of the caller's that tailwind-merge lets replace one of the button's. */
function restyles(own: string, className: string): string[] {
  const kept = new Set(twMerge(own, className).split(" "));
  return own
    .split(" ")
    .filter((mine) => mine !== display && !kept.has(mine))
    .map((mine) => {
      const theirs = className
        .split(/\s+/)
        .filter((c) => c && !twMerge(mine, c).split(" ").includes(mine));
      return `"${theirs.join(" ")}" overrides "${mine}"`;
    });
}

export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: ButtonLook = {}): string {
  const own = buttonStyles({ variant, size });
  if (!className) return own;
  const conflicts = restyles(own, className);
  if (conflicts.length > 0) {
    throw new Error(
      `buttonVariants({ variant: "${variant}", size: "${size}" }): ${conflicts.join("; ")}. ` +
        "A className may place a button (width, margin, display) but not restyle it; add a " +
        "variant or size in button.tsx instead.",
    );
  }
  return twMerge(own, className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonLook) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
