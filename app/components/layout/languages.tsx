// The site's languages, around every page: the list of languages at the top
// of every page and in the phone menu (each named in itself, each leading to
// the page the visitor is on, in that language), the notice at the top of a
// translated page, and the offer of the visitor's own language. All of it
// works from HTML alone, except the offer, which needs to know the browser's
// language: a few lines of inline script that the build adds show it.
import { Languages } from "lucide";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSiteFacts, useWords } from "#app/page-list/site-facts.ts";
import { offerAttribute } from "./offer-attribute.ts";

/**
 * Each language's link to this page; the page's own language is marked
 * current. In the strip above the header (`bar`, on every page and screen
 * size) it is a navigation landmark of its own; inside the phone menu, which
 * is the main navigation, a named group, so the page has no two landmarks of
 * one name.
 */
export function LanguageList({ variant }: { variant: "bar" | "menu" }) {
  const { languages, language: current, words } = useSiteFacts();
  const bar = variant === "bar";
  const List = bar ? "nav" : "div";
  const list = (
    <List aria-label={words.languageSwitcher.label} role={bar ? undefined : "group"}>
      <ul
        className={
          bar ? "flex flex-wrap items-center justify-end gap-x-1" : "grid grid-cols-2 gap-1"
        }
      >
        {bar ? (
          <li aria-hidden="true" className="text-ink-muted">
            <Icon node={Languages} className="size-4" />
          </li>
        ) : null}
        {languages.map((version) => {
          const isCurrent = version.language === current;
          return (
            <li key={version.language}>
              {/* A whole new page in the other language, not a navigation inside this one. */}
              <a
                href={version.to}
                lang={version.tag}
                hrefLang={version.tag}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-md px-3 underline-offset-4 hover:underline ${
                  isCurrent ? "font-bold text-brand-strong" : "text-ink"
                }`}
              >
                {version.name}
              </a>
            </li>
          );
        })}
      </ul>
    </List>
  );
  if (!bar) return list;
  return (
    <div data-print="hide" className="border-b border-line bg-surface-muted text-sm">
      <div className="mx-auto max-w-7xl px-2 sm:px-4">{list}</div>
    </div>
  );
}

/** On a translated page: whether a medical translator has checked it, as its record stands, and the original. */
export function TranslationNotice() {
  const { translation } = useSiteFacts();
  const words = useWords().translation;
  if (!translation) return null;
  const template = {
    awaiting: words.notice,
    current: words.reviewed,
    changed: words.changed,
    "english-changed": words.englishChanged,
  }[translation.state];
  return (
    <aside className="border-b border-line bg-accent-soft text-ink">
      {/* Compact on a phone: the first screen belongs to the page. */}
      <p className="mx-auto max-w-7xl px-4 py-1.5 text-xs leading-snug sm:px-6 sm:py-2 sm:text-sm">
        <FilledIn
          template={words.withOriginal}
          values={{
            text: (
              <FilledIn
                template={template}
                values={{
                  date: <time dateTime={translation.date.iso}>{translation.date.text}</time>,
                  name: "name" in translation ? translation.name : "",
                }}
              />
            ),
            original: (
              <a
                href={translation.original}
                hrefLang="en"
                className="font-medium text-brand underline underline-offset-4 hover:text-brand-strong"
              >
                {words.original}
              </a>
            ),
          }}
        />
      </p>
    </aside>
  );
}

/**
 * The offer of each other language, written in that language, hidden until
 * a few lines of inline script find it is the browser's language (the build
 * adds them to every page: scripts/language-offer.ts). It sits at the foot
 * of the screen, on top of the call or book bar where a phone shows one, so
 * showing it moves nothing on the page and hides no way to get in touch. A
 * screen too short to spare the room (under 30rem: a phone held sideways, a
 * page zoomed to 400 %) has it at the top of the page instead, in the flow,
 * where it scrolls away as the bar does (app/app.css). A visitor is never
 * sent to another language by the site.
 */
export function LanguageOffers() {
  const { offers } = useSiteFacts();
  return offers.map((offer) => (
    <aside
      key={offer.language}
      aria-label={offer.words.text}
      hidden
      {...{ [offerAttribute]: offer.language }}
      lang={offer.tag}
      data-print="hide"
      className="fixed inset-x-0 bottom-(--call-bar) z-50 border-t border-line bg-brand-soft text-ink shadow-lg [@media(height<30rem)]:static [@media(height<30rem)]:border-b [@media(height<30rem)]:shadow-none"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 py-1 text-sm sm:px-6">
        {offer.words.text}
        <a
          href={offer.to}
          hrefLang={offer.tag}
          className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-4 hover:text-brand-strong"
        >
          {offer.words.read}
        </a>
        <button
          type="button"
          className="ml-auto min-h-11 rounded-md px-3 font-medium underline underline-offset-4"
        >
          {offer.words.dismiss}
        </button>
      </p>
    </aside>
  ));
}
