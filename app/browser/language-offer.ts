// The offer of a visitor's own language (LanguageOffers in
// app/components/layout/languages.tsx): the build bundles this module,
// minifies it and inlines it at the end of every page that has offers
// (scripts/language-offer.ts), where the page's Content-Security-Policy
// allows it by its hash. Without JavaScript no offer shows at all.
//
// It shows the offer of the browser's first language that the page offers,
// unless:
// - the page is in that language, or the visitor dismissed an offer before
//   (remembered);
// - the visitor chose a language: a link in a language list (a <nav>) or in
//   an offer (remembered; then no language is offered again);
// - the visitor has just left that language in this tab through a link in the
//   page's text, such as a translated page's "read the original in English".
//   That link is a look at the original, not a choice: it is remembered for
//   the tab only, and only as the language left, so English is not taken as
//   chosen and the left language is offered again in a later visit.
// Translated pages carry no offer of English: their notice already links the
// original (app/page-list/page-languages.ts), one prompt toward English at most.
//
// Nothing of it runs before the page is loaded and the browser is idle: on
// the first screen the script only listens for clicks. Reading storage and
// showing the offer wait, so that neither lengthens the parser's task nor
// delays the answer to a first tap (docs/decisions/030-nothing-before-the-first-input.md).
import { offerAttribute, offerIdleTimeoutMs } from "#app/components/layout/offer-attribute.ts";

const dismissedKey = "language-offer-dismissed";
const chosenKey = "language-chosen";
const leftKey = "language-left";

type Store = "localStorage" | "sessionStorage";

/** Storage can be refused (a private window, a full disk, a policy): then nothing is remembered. */
function remember(store: Store, key: string, value: string): void {
  try {
    window[store].setItem(key, value);
  } catch {
    // Nothing to remember it in.
  }
}

function recalled(store: Store, key: string): string | null {
  try {
    return window[store].getItem(key);
  } catch {
    return null;
  }
}

/** The primary subtag of a language tag, lower-case: "zh-Hans" → "zh". */
const primary = (tag: string) => tag.toLowerCase().split("-")[0] ?? "";

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[hreflang]");
  if (!link) return;
  const language = link.getAttribute("hreflang") ?? "";
  if (link.closest(`nav, [${offerAttribute}]`)) {
    remember("localStorage", chosenKey, language);
    return;
  }
  const pageLanguage = primary(document.documentElement.lang);
  if (primary(language) !== pageLanguage) remember("sessionStorage", leftKey, pageLanguage);
});

function showOffer(): void {
  const offers = [...document.querySelectorAll<HTMLElement>(`[${offerAttribute}]`)];
  const pageLanguage = primary(document.documentElement.lang);
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  const tags = wanted.map((language) => primary(String(language)));
  // The first of the browser's languages that this page is in or offers. Only
  // when it is an offer is storage read: the first read of it is a call to
  // the browser's storage that most visitors, who read the page in their
  // first language, never need.
  const first = tags.findIndex(
    (tag) =>
      tag === pageLanguage || offers.some((each) => each.getAttribute(offerAttribute) === tag),
  );
  const tag = tags[first];
  if (tag === undefined || tag === pageLanguage) return;
  if (recalled("localStorage", dismissedKey) || recalled("localStorage", chosenKey)) return;
  // The visitor knows the page in the language just left, or one they put before it.
  const left = recalled("sessionStorage", leftKey);
  if (left !== null && tags.slice(0, first + 1).includes(left)) return;
  const offer = offers.find((each) => each.getAttribute(offerAttribute) === tag);
  if (!offer) return;
  offer.hidden = false;
  offer.querySelector("button")?.addEventListener("click", () => {
    // Focus on the button would fall to <body> with it: it goes to the skip
    // link, just before the offer, so the next Tab goes on from there.
    const focused = offer.contains(document.activeElement);
    offer.hidden = true;
    remember("localStorage", dismissedKey, "1");
    if (focused) document.querySelector<HTMLElement>('a[href="#main-content"]')?.focus();
  });
}

/** Runs a task once the page has loaded and the browser has nothing more urgent to do. */
function afterLoadWhenIdle(task: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(task, { timeout: offerIdleTimeoutMs })
      : setTimeout(task, 0);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

afterLoadWhenIdle(showOffer);
