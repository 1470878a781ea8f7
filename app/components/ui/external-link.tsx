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
  /**
   * The link's words with what a screen reader hears beside them, as the
   * language writes it: "{link} (opens in a new tab)", "{link}（在新标签页中打开）".
   */
  newTabNote: string;
}) {
  const [before = "", after = ""] = newTabNote.split("{link}");
  return (
    <a
      data-slot="external-link"
      target="_blank"
      rel={nofollow ? "nofollow noopener noreferrer" : "noopener noreferrer"}
      {...props}
    >
      {before ? <span className="sr-only">{before}</span> : null}
      {children}
      {after ? <span className="sr-only">{after}</span> : null}
    </a>
  );
}
