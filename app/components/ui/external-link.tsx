// A link to another site: opens in a new tab without giving that site a handle
// on this one, and says so to screen-reader users.
import type * as React from "react";

export function ExternalLink({
  nofollow,
  newTabNote,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  nofollow?: boolean;
  /** What a screen reader hears after the link's words, e.g. "(opens in a new tab)". */
  newTabNote: string;
}) {
  return (
    <a
      data-slot="external-link"
      target="_blank"
      rel={nofollow ? "nofollow noopener noreferrer" : "noopener noreferrer"}
      {...props}
    >
      {children}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
