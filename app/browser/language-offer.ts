// The offer of a visitor's own language (LanguageOffers in
// app/components/layout/languages.tsx), inlined by the build at the end of
// every page that has offers (scripts/language-offer.ts) and allowed by its
// hash; without JavaScript no offer shows. It offers the browser's first
// language the page offers, unless the page is in it, an offer was dismissed
// or a language chosen (a link in a <nav> or in an offer; remembered), or
// the visitor has just left that language in this tab by a link in the text,
// such as a translated page's "read the original in English": a look, not a
// choice, so it is kept for the tab only, and the language left is offered
// again in a later visit. Translated pages carry no offer of English
// (app/page-list/page-languages.ts). Until the page has loaded and the browser
// is idle, it only listens for clicks
// (docs/decisions/030-nothing-before-the-first-input.md).
import { offerAttribute, offerIdleTimeoutMs } from "#app/components/layout/offer-attribute.ts";

const dismissedKey = "language-offer-dismissed";
const chosenKey = "language-chosen";
const leftKey = "language-left";

/**
 * Remembers `value` under `key`, or without one reads what is remembered.
 * Storage can be refused (a private window, a full disk, a policy): then
 * nothing is remembered.
 */
function stored(store: "localStorage" | "sessionStorage", key: string, value?: string) {
  try {
    if (value === undefined) return window[store].getItem(key);
    window[store].setItem(key, value);
  } catch {
    // Nothing to remember it in.
  }
  return null;
}

/** The primary subtag of a language tag, lower-case: "zh-Hans" → "zh". */
const primary = (tag: string) => tag.toLowerCase().split("-")[0] ?? "";

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[hreflang]");
  if (!link) return;
  const language = link.getAttribute("hreflang") ?? "";
  if (link.closest(`nav, [${offerAttribute}]`)) {
    stored("localStorage", chosenKey, language);
    return;
  }
  const pageLanguage = primary(document.documentElement.lang);
  if (primary(language) !== pageLanguage) stored("sessionStorage", leftKey, pageLanguage);
});

function showOffer(): void {
  const offers = [...document.querySelectorAll<HTMLElement>(`[${offerAttribute}]`)];
  const pageLanguage = primary(document.documentElement.lang);
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  const tags = wanted.map((language) => primary(String(language)));
  const offerOf = (tag: string) => offers.find((each) => each.getAttribute(offerAttribute) === tag);
  // The first of the browser's languages that this page is in or offers.
  // Storage is read only when it is an offer: a call most visitors, who read
  // the page in their first language, never need.
  const first = tags.findIndex((tag) => tag === pageLanguage || offerOf(tag));
  const tag = tags[first];
  if (tag === undefined || tag === pageLanguage) return;
  if (stored("localStorage", dismissedKey) || stored("localStorage", chosenKey)) return;
  // The visitor knows the page in the language just left, or one they put before it.
  const left = stored("sessionStorage", leftKey);
  if (left !== null && tags.slice(0, first + 1).includes(left)) return;
  const offer = offerOf(tag);
  if (!offer) return;
  offer.hidden = false;
  offer.querySelector("button")?.addEventListener("click", () => {
    // Focus on the button would fall to <body> with it: it goes to the skip
    // link, just before the offer, so the next Tab goes on from there.
    const focused = offer.contains(document.activeElement);
    offer.hidden = true;
    stored("localStorage", dismissedKey, "1");
    if (focused) document.querySelector<HTMLElement>('a[href="#main-content"]')?.focus();
  });
}

// The offer once the page has loaded and the browser has nothing more urgent to do.
const whenIdle = () =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(showOffer, { timeout: offerIdleTimeoutMs })
    : setTimeout(showOffer, 0);
if (document.readyState === "complete") whenIdle();
else addEventListener("load", whenIdle, { once: true });
