// The menu for small screens, built on the browser's own popover: the button
// opens it from HTML alone, before or without any script. The browser closes
// it on Escape or a tap outside, returns focus to the button, and tells
// assistive technology whether it is expanded. Choosing a link loads the next
// page, which starts with the menu closed.
import { Menu, X } from "lucide";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { MenuLink, type MenuEntry } from "./nav-link.tsx";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { LanguageList } from "./languages.tsx";

/** The menu's id: one header, one menu per page. */
const mobileMenuId = "site-menu";

/**
 * `links`: the main pages, and places on them (the insurance plans), which
 * are never the current page; under them, this page in each language.
 */
export function MobileNav({ links }: { links: readonly MenuEntry[] }) {
  const { bookingPath, words, languages } = useSiteFacts();
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
            <Link
              to={bookingPath}
              data-slot="button"
              className={buttonVariants({ className: "w-full" })}
            >
              {words.bookConsultation}
            </Link>
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
