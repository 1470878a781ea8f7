// The sticky header on every page: the practice's mark and name, the main
// navigation, a call link and the Book Consultation button. Below the lg
// breakpoint the links move into the phone menu; up to 2xl they take a row of
// their own.
//
// The phone menu is built on the browser's own popover: the button opens it
// from HTML alone, before or without any script. The browser closes it on
// Escape or a tap outside, returns focus to the button, and tells assistive
// technology whether it is expanded. Choosing a link loads the next page,
// which starts with the menu closed.
import { Menu, Phone, X } from "lucide";
import { Link, NavLink, useLocation, useResolvedPath } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useSiteFacts } from "#app/page-list/site-facts.ts";
import { BookLink } from "#app/components/sections/book-and-call.tsx";
import { LanguageList } from "./languages.tsx";
import { Wordmark } from "./logo-mark.tsx";

export function SiteHeader() {
  const { siteName, mainNav, office, insurance, words, language } = useSiteFacts();
  const { phone } = office;
  // The menu's "Insurance" leads to where the list of plans is.
  const menu = withInsurance(mainNav, { to: insurance.plansPath, label: words.header.insurance });
  return (
    <header
      data-print="hide"
      className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 sm:px-6">
        <Link to={mainNav[0]?.to ?? "/"} className="flex shrink-0 items-center rounded-md">
          <Wordmark name={siteName} />
        </Link>

        {/* Between lg and 2xl the links take a row of their own under the
            name, where eight of them fit in every language. */}
        <nav
          aria-label={words.header.mainNavigation}
          className="hidden lg:order-last lg:block lg:w-full 2xl:order-none 2xl:w-auto"
        >
          <ul className="flex flex-wrap items-center gap-1">
            {menu.map((link) => (
              <li key={link.to}>
                <MenuLink link={link} end={link === menu[0]} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={phone.href}
            aria-label={format(words.call, { phone: phone.display }, language)}
            data-slot="button"
            className={buttonVariants({
              variant: "ghost",
              size: "compact",
              className: "whitespace-nowrap",
            })}
          >
            <Icon node={Phone} />
            <span className="hidden 2xl:inline">{phone.display}</span>
          </a>
          <div className="hidden md:block">
            <BookLink className="whitespace-nowrap" />
          </div>
          <MobileNav links={menu} />
        </div>
      </div>
    </header>
  );
}

/** The menu's id: one header, one menu per page. */
const mobileMenuId = "site-menu";

/**
 * `links`: the main pages, and places on them (the insurance plans), which
 * are never the current page; under them, this page in each language.
 */
export function MobileNav({ links }: { links: readonly MenuEntry[] }) {
  const { words, languages } = useSiteFacts();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={mobileMenuId}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        <Icon node={Menu} />
        <span className="sr-only">{words.header.menu}</span>
      </button>
      <nav
        id={mobileMenuId}
        popover="auto"
        aria-label={words.header.mainNavigation}
        className="fixed inset-x-0 top-0 bottom-auto m-0 max-h-dvh w-full max-w-none overflow-y-auto border-0 border-b border-line bg-surface text-ink shadow-lg backdrop:bg-ink/40"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="font-bold text-brand-strong">{words.header.menu}</span>
          <button
            type="button"
            popoverTarget={mobileMenuId}
            popoverTargetAction="hide"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
          >
            <Icon node={X} />
            <span className="sr-only">{words.header.closeMenu}</span>
          </button>
        </div>
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pb-4 sm:px-6">
          {links.map((link) => (
            <li key={link.to}>
              <MenuLink link={link} end={link === links[0]} placement="list" />
            </li>
          ))}
          <li className="pt-2">
            <BookLink className="w-full" />
          </li>
        </ul>
        {languages.length > 0 ? (
          <div className="mx-auto max-w-7xl border-t border-line px-4 py-3 sm:px-6">
            <LanguageList variant="menu" />
          </div>
        ) : null}
      </nav>
    </div>
  );
}

type MenuEntry = { to: string; label: string };

/**
 * The main pages with "Insurance" after the page that lists the plans (the
 * patients page): people look for insurance in the menu, and it leads
 * straight to the list. It is a place on a page, not a page of its own, so
 * it is never marked as the current page.
 */
function withInsurance(links: readonly MenuEntry[], insurance: MenuEntry): MenuEntry[] {
  const page = insurance.to.split("#")[0];
  const at = links.findIndex((link) => link.to === page);
  if (at === -1) return [...links, insurance];
  return [...links.slice(0, at + 1), insurance, ...links.slice(at + 1)];
}

/**
 * One link of the main menu, in the header's row or the phone menu's list: a
 * page is marked while it is the current one (`end`: only on its own path, for
 * the home page), `aria-current="page"` on the page itself and "true" on the
 * pages below it (its section is current, not the page: "Conditions" on
 * /conditions/migraine); a place on a page (an address with a fragment) never is.
 */
function MenuLink({
  link,
  end = false,
  placement = "row",
}: {
  link: MenuEntry;
  end?: boolean;
  placement?: "row" | "list";
}) {
  // A path without a trailing slash, so "/conditions/" and "/conditions" are one page.
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
  const current = bare(useLocation().pathname) === bare(useResolvedPath(link.to).pathname);
  // The header's row (text-sm) or the menu's list (block, text-base).
  const classes = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md py-2 font-medium underline-offset-8 hover:bg-surface-muted",
      // The row keeps each label on one line, closer together below 1280 px.
      placement === "row" ? "px-2 text-sm whitespace-nowrap xl:px-3" : "block px-3 text-base",
      isActive ? "text-brand-strong underline decoration-2" : "text-ink",
    );
  if (link.to.includes("#")) {
    return (
      <Link to={link.to} className={classes({ isActive: false })}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink to={link.to} end={end} aria-current={current ? "page" : "true"} className={classes}>
      {link.label}
    </NavLink>
  );
}
