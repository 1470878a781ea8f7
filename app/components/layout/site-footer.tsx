// The footer on every page: the educational-use statement, the practice's
// contact facts and hours, internal links and the sister sites.
import type * as React from "react";
import { useId } from "react";
import { Link } from "react-router";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { PhoneLanguages } from "#app/components/sections/phone-languages.tsx";

const linkClass = "underline-offset-4 hover:text-white hover:underline";
const underlined = "underline underline-offset-4 hover:text-white";

/** A line of the practice's address block: a link to its map, phone or e-mail. */
const line = (href: string, text: string) => (
  <p>
    <a className={underlined} href={href}>
      {text}
    </a>
  </p>
);

/** A titled column of footer links, named for screen readers by its heading. */
function FooterLinks({ heading, children }: { heading: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} data-print="hide">
      <h2 id={headingId} className="text-base font-semibold text-white">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { siteName, office, disclaimer, mainNav, toolLinks, noticeLinks, sisterSites, words } =
    useSiteFacts();
  return (
    <footer className="mt-16 bg-ink text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            {siteName}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            {line(office.directions, office.address)}
            {line(office.phone.href, office.phone.display)}
            <PhoneLanguages />
            {line(office.email.href, office.email.display)}
          </address>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="text-base font-semibold text-white">
            {words.footer.officeHours}
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            {office.hours.map((row) => (
              <div key={row.days} className="flex justify-between gap-4">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>

        <FooterLinks heading={words.footer.pages}>
          {[...mainNav, ...toolLinks].map((link) => (
            <li key={link.to}>
              <Link className={linkClass} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterLinks>

        <FooterLinks heading={words.footer.network}>
          {sisterSites.map((site) => (
            <li key={site.url}>
              <ExternalLink className={linkClass} href={site.url} newTabNote={words.opensInNewTab}>
                {site.name}
              </ExternalLink>
            </li>
          ))}
        </FooterLinks>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm sm:px-6">
          <p>{disclaimer}</p>
          <nav aria-label={words.footer.notices} data-print="hide">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {noticeLinks.map((link) => (
                <li key={link.to}>
                  <Link className={underlined} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
