// The look of a main-navigation link, shared by the header's row of links and
// the phone menu's list, in one place so neither imports the other.
import { Link, NavLink, useLocation, useResolvedPath } from "react-router";
import { cn } from "#app/design/cn.ts";

type HeaderLink = { to: string; label: string };

/** A link of the main menu: a page, or (`section`) a place on a page. */
export type MenuEntry = HeaderLink & { section?: true };

/**
 * The main pages with "Insurance" after the page that lists the plans (the
 * patients page): people look for insurance in the menu, and it leads
 * straight to the list. It is a place on a page, not a page of its own, so
 * it is never marked as the current page.
 */
export function withInsurance(links: readonly HeaderLink[], insurance: HeaderLink): MenuEntry[] {
  const page = insurance.to.split("#")[0];
  const at = links.findIndex((link) => link.to === page);
  const entry = { ...insurance, section: true as const };
  if (at === -1) return [...links, entry];
  return [...links.slice(0, at + 1), entry, ...links.slice(at + 1)];
}

/** Classes for a NavLink: the header's row (text-sm) or the menu's list (block, text-base). */
function navLinkClasses(
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

/** A path without a trailing slash, so "/conditions/" and "/conditions" are one page. */
function samePage(a: string, b: string): boolean {
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
  return bare(a) === bare(b);
}

/**
 * One link of the main menu, in the header's row or the phone menu's list: a
 * page is marked while it is the current one (`end`: only on its own path, for
 * the home page), `aria-current="page"` on the page itself and "true" on the
 * pages below it (its section is current, not the page: "Conditions" on
 * /conditions/migraine); a place on a page never is.
 */
export function MenuLink({
  link,
  end = false,
  placement = "row",
}: {
  link: MenuEntry;
  end?: boolean;
  placement?: "row" | "list";
}) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  if (link.section) {
    return (
      <Link to={link.to} className={navLinkClasses({ isActive: false }, placement)}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={link.to}
      end={end}
      aria-current={samePage(pathname, target) ? "page" : "true"}
      className={(state) => navLinkClasses(state, placement)}
    >
      {link.label}
    </NavLink>
  );
}
