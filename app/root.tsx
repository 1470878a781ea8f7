// The document shell of every page: <head>, the site chrome (skip link,
// header, <main>, footer) and the root error boundary. No page hydrates (the
// contact form's own script enhances it, docs/decisions/017); every page
// carries the speculation rules that let the browser prerender the next page.
import { practice } from "./content-loader/practice.ts";
import type * as React from "react";
import { Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// Read by the loader only, at build time: the brand colour for the browser UI.
import appCss from "./app.css?raw";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { CallBookBar } from "./components/layout/call-book-bar.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { LanguageList, LanguageOffers, TranslationNotice } from "./components/layout/languages.tsx";
import { contentIn, wordsIn } from "./content-loader/in-language.ts";
import { bookingPath, conditionPath, languagePath, mainPages } from "./content-loader/site-map.ts";
import { type Language, languageTags, translations } from "./content-loader/translated.ts";
import { isDraftBuild } from "./page-list/draft.ts";
import { pageLanguages } from "./page-list/page-languages.ts";
import { type SiteFacts, useSiteFacts } from "./page-list/site-facts.ts";
import { speculationRules } from "./page-list/speculation-rules.ts";
import { designToken } from "./design/design-tokens.ts";
import { headingFontPreloads } from "./design/heading-font.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// The facts the header and footer show, which pages also read through
// useSiteFacts(), in the language of the page at the URL. Like every page's
// content, they are read at build time and reach the browser as data inside
// the page, not as JavaScript.
export function loader({ request }: Route.LoaderArgs): SiteFacts {
  const languages = pageLanguages(request.url);
  const content = contentIn(languages.language);
  return {
    ...languages,
    notFoundSeo: content.notFoundSeo,
    siteName: practice().name,
    office: content.officeContact,
    sisterSites: content.sisterSites,
    mainNav: content.mainNav,
    popularPages: popularPages(languages.language, content),
    toolLinks: content.toolLinks,
    noticeLinks: content.noticeLinks,
    bookingPath: languagePath(languages.language, bookingPath),
    spokenHere: spokenHere(languages.language, content.practice.policies.languageTags),
    insurance: {
      summary: content.practice.insurance.summary,
      badge: content.practice.insurance.badge,
      plansPath: languagePath(languages.language, `${mainPages.patients.path}#insurance`),
    },
    disclaimer: content.footerDisclaimer,
    themeColor: designToken(appCss, "--color-brand"),
    words: content.interfaceText,
    draft: isDraftBuild(),
  };
}

/**
 * What the staff's languages mean for a reader of this page, in a few words:
 * on the pages of a language the staff speak, that they speak it ("Говорим
 * по-русски"); on English pages, the site's source, each other language the
 * staff speak in its own words ("Hablamos español", "Говорим по-русски"); on
 * the pages of a language they do not speak, the free interpreter (Chinese
 * pages: Mandarin or Cantonese).
 */
function spokenHere(page: Language, staff: readonly string[]): SiteFacts["spokenHere"] {
  const line = (language: Language, key: "weSpeak" | "interpreterShort" = "weSpeak") => ({
    tag: languageTags[language],
    text: contentIn(language).interfaceText.phoneLanguages[key],
  });
  if (!staff.includes(page)) return [line(page, "interpreterShort")];
  if (page !== "en") return [line(page)];
  return translations.filter((other) => staff.includes(other)).map((other) => line(other));
}

/**
 * The main pages but home and about, with the first condition of the list
 * (the one its `order` puts first) after the conditions.
 */
function popularPages(language: Language, content: ReturnType<typeof contentIn>) {
  const [first] = content.conditions;
  const at = (key: keyof typeof mainPages) => languagePath(language, mainPages[key].path);
  return content.mainNav.flatMap((link) => {
    if (link.to === at("home") || link.to === at("about")) return [];
    if (!first || link.to !== at("conditions")) return [link];
    return [link, { to: languagePath(language, conditionPath(first.slug)), label: first.title }];
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const facts = useRouteLoaderData<typeof loader>("root");
  const headingFonts = headingFontPreloads(facts?.language ?? "en");
  return (
    <html lang={facts?.languageTag ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {facts?.themeColor ? <meta name="theme-color" content={facts.themeColor} /> : null}
        <Meta />
        <Links />
        {headingFonts.map((href) => (
          // The first screen's faces, fetched beside the stylesheet rather than after it.
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
      </head>
      <body>
        {children}
        <script
          type="speculationrules"
          // The rules are fixed JSON written by the site, not visitor input.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
        />
      </body>
    </html>
  );
}

function SiteShell({ children }: { children: React.ReactNode }) {
  const facts = useSiteFacts();
  // The home page's hero has its own Call and Book: the bar waits for them
  // to leave the screen (app/app.css).
  const withoutSlash = (path: string) => path.replace(/\/$/, "");
  const home =
    withoutSlash(useLocation().pathname) === withoutSlash(languagePath(facts.language, "/"));
  return (
    <>
      <a
        href="#main-content"
        data-print="hide"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {facts.words.skipToContent}
      </a>
      {/* On every page of a draft's preview, in the page's language: what it
          shows is not on the site yet (app/page-list/draft.ts). Printed too. */}
      {facts.draft ? (
        <p
          data-draft
          className="bg-accent px-4 py-2 text-center text-sm font-semibold text-on-brand"
        >
          {facts.words.draft}
        </p>
      ) : null}
      <LanguageOffers />
      <LanguageList variant="bar" />
      <SiteHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className="outline-none"
        data-opening={home ? "hero" : undefined}
      >
        <TranslationNotice />
        {children}
      </main>
      <CallBookBar />
      <SiteFooter />
    </>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root's data is missing only if the root itself failed; the error
  // then shows without the header and footer, its words straight from the content.
  const facts = useRouteLoaderData<SiteFacts>("root");
  const words = (facts?.words ?? wordsIn("interface", "en").interfaceText).notFound;
  const screen = <GeneralErrorBoundary error={error} notFoundWords={words} />;
  return facts ? <SiteShell>{screen}</SiteShell> : screen;
}
