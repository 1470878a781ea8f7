// The sticky header on every page: the practice's mark and name, the main navigation, a
// call link and the Book Consultation button. Below the lg breakpoint the
// links move into the mobile menu; up to 2xl they take a row of their own.
import { Phone } from "lucide";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Wordmark } from "./logo-mark.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { MenuLink, withInsurance } from "./nav-link.tsx";
import { format, useSiteFacts } from "#app/page-list/site-facts.ts";

export function SiteHeader() {
  const { siteName, mainNav, office, bookingPath, insurance, words, language } = useSiteFacts();
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
            <Link
              to={bookingPath}
              data-slot="button"
              className={buttonVariants({ className: "whitespace-nowrap" })}
            >
              {words.bookConsultation}
            </Link>
          </div>
          <MobileNav links={menu} />
        </div>
      </div>
    </header>
  );
}
