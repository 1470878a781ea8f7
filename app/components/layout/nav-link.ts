// The look of a main-navigation link, shared by the header's row of links and
// the phone menu's list, in one place so neither imports the other.
import { cn } from "#app/design/cn.ts";

export type HeaderLink = { to: string; label: string };

/** Classes for a NavLink: the header's row (text-sm) or the menu's list (block, text-base). */
export function navLinkClasses(
  { isActive }: { isActive: boolean },
  placement: "row" | "list" = "row",
): string {
  return cn(
    "rounded-md py-2 font-medium underline-offset-8 hover:bg-surface-muted",
    // The row keeps each label on one line, closer together below 1280 px.
    placement === "row" ? "px-2 text-sm whitespace-nowrap xl:px-3" : "block px-3 text-base",
    isActive ? "text-brand-strong underline decoration-2" : "text-ink",
  );
}
