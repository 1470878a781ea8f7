// The offer of a visitor's own language (LanguageOffers in
// app/components/layout/languages.tsx): the build bundles this module,
// minifies it and inlines it at the end of every page that has offers
// (scripts/language-offer.ts), where the page's Content-Security-Policy
// allows it by its hash. It shows the offer of the browser's first language
// that the site has, unless the page is in it or the visitor dismissed an
// offer before, and remembers a dismissal. A language the visitor chose (any
// link to a page in a language: the language list, an offer, the English
// original) is remembered too, and then no other language is offered.
// Without JavaScript no offer shows at all.
import { offerAttribute } from "#app/components/layout/offer-attribute.ts";

const dismissedKey = "language-offer-dismissed";
const chosenKey = "language-chosen";

/** Storage can be refused (a private window, a full disk): then nothing is remembered. */
function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to remember it in.
  }
}

function recalled(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[hreflang]");
  if (link) remember(chosenKey, link.getAttribute("hreflang") ?? "");
});

function showOffer(): void {
  if (recalled(dismissedKey) || recalled(chosenKey)) return;
  const offers = [...document.querySelectorAll<HTMLElement>(`[${offerAttribute}]`)];
  const pageLanguage = document.documentElement.lang.split("-")[0];
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const language of wanted) {
    const tag = String(language).toLowerCase().split("-")[0];
    if (tag === pageLanguage) return;
    const offer = offers.find((each) => each.getAttribute(offerAttribute) === tag);
    if (offer) {
      offer.hidden = false;
      offer.querySelector("button")?.addEventListener("click", () => {
        offer.hidden = true;
        remember(dismissedKey, "1");
      });
      return;
    }
  }
}

showOffer();
