// Every page in every language, as the server sends it: status 200, the
// page's language on <html>, no English words left on a translated page,
// hreflang links that pair each page with its translations both ways, and a
// sitemap that lists the same pairs. Unknown paths under a language's prefix
// get that language's 404 page.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { contentIn } from "../../app/content/in-language.ts";
import { clinic } from "../../app/content/clinic.ts";
import { type Language, languageTags, languages } from "../../app/content/translated.ts";
import { notFoundKey, sitePages } from "../../app/lib/site-pages.ts";
import { baseUrl } from "./browser.ts";

const pages = sitePages().filter((page) => page.key !== notFoundKey);

type Fetched = { status: number; document: Document };
const fetched = new Map<string, Fetched>();
async function fetchPage(path: string): Promise<Fetched> {
  let page = fetched.get(path);
  if (!page) {
    const response = await fetch(baseUrl() + path);
    page = { status: response.status, document: new JSDOM(await response.text()).window.document };
    fetched.set(path, page);
  }
  return page;
}

/** Every string in a value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The English words a page in `language` must not show: every string of the
 * English content and interface that the language does not also use (names,
 * addresses, plan names and codes stay as they are in every language), and
 * that reads as words (two letters or more).
 */
function englishOnly(language: Language): Set<string> {
  const kept = new Set(stringsOf(contentIn(language)).map((text) => text.trim()));
  return new Set(
    stringsOf(contentIn("en"))
      .map((text) => text.trim())
      .filter((text) => /[A-Za-z]{2,}/.test(text) && !kept.has(text)),
  );
}

/**
 * The text a visitor reads, and the labels assistive technology reads, in the
 * page's own language: each text node and label outside elements that say
 * they are in another language (the language list, an offer of English, the
 * link to the English original).
 */
function ownLanguageTexts(document: Document): string[] {
  const pageLanguage = document.documentElement.lang;
  const inPageLanguage = (element: Element | null) =>
    (element?.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) === pageLanguage;
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, template")) continue;
    const text = node.textContent?.trim() ?? "";
    if (text && inPageLanguage(parent)) texts.push(text);
  }
  for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
    if (!inPageLanguage(element)) continue;
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  const head = ["title", 'meta[name="description"]', 'meta[property="og:title"]'];
  for (const element of document.querySelectorAll(head.join(", "))) {
    texts.push((element.getAttribute("content") ?? element.textContent ?? "").trim());
  }
  return texts;
}

const hreflangLinks = (document: Document) =>
  [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
    tag: link.getAttribute("hreflang") ?? "",
    href: link.getAttribute("href") ?? "",
  }));

const canonical = (path: string) => new URL(path, clinic.url).href;

describe("every page in every language", () => {
  it("has the same pages in each language", () => {
    const counts = languages.map(
      (language) => pages.filter((page) => page.language === language).length,
    );
    expect(counts).toEqual(languages.map(() => counts[0]));
    expect(counts[0]).toBeGreaterThanOrEqual(24);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s answers 200 in its language, with no English words left and hreflang pairs",
    async (_path, page) => {
      const { status, document } = await fetchPage(page.path);
      expect(status).toBe(200);
      expect(document.documentElement.lang).toBe(languageTags[page.language]);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        canonical(page.path),
      );

      if (page.language !== "en") {
        const english = englishOnly(page.language);
        const leftInEnglish = ownLanguageTexts(document).filter((text) => english.has(text));
        expect(leftInEnglish).toEqual([]);
      }

      // The page names itself and each translation, and x-default is the English page.
      const links = hreflangLinks(document);
      const versions = pages.filter((other) => other.key === page.key);
      expect(links).toEqual([
        ...versions.map((version) => ({
          tag: languageTags[version.language],
          href: canonical(version.path),
        })),
        { tag: "x-default", href: canonical(versions[0]?.path ?? "") },
      ]);
      // Both ways: each translation links back to this page under this page's language.
      for (const version of versions) {
        const other = await fetchPage(version.path);
        expect(hreflangLinks(other.document)).toContainEqual({
          tag: languageTags[page.language],
          href: canonical(page.path),
        });
      }
    },
  );

  it("lists every page in the sitemap with its translations as alternates", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const document = new JSDOM(xml, { contentType: "text/xml" }).window.document;
    const entries = [...document.getElementsByTagName("url")];
    expect(entries).toHaveLength(pages.length);
    for (const entry of entries) {
      const loc = entry.getElementsByTagName("loc")[0]?.textContent ?? "";
      const page = pages.find((candidate) => canonical(candidate.path) === loc);
      expect(page, loc).toBeDefined();
      const alternates = [...entry.getElementsByTagName("xhtml:link")].map((link) => ({
        tag: link.getAttribute("hreflang"),
        href: link.getAttribute("href"),
      }));
      const versions = pages.filter((other) => other.key === page?.key);
      expect(alternates, loc).toEqual([
        ...versions.map((version) => ({
          tag: languageTags[version.language],
          href: canonical(version.path),
        })),
        { tag: "x-default", href: canonical(versions[0]?.path ?? "") },
      ]);
    }
  });

  it.each(languages.map((language) => [language]))(
    "answers an unknown path under the %s prefix with that language's 404 page",
    async (language) => {
      const prefix = language === "en" ? "" : `/${language}`;
      const response = await fetch(`${baseUrl()}${prefix}/no-such-page`);
      expect(response.status).toBe(404);
      const document = new JSDOM(await response.text()).window.document;
      expect(document.documentElement.lang).toBe(languageTags[language]);
      expect(document.querySelector("h1")?.textContent).toBe(
        contentIn(language).interfaceText.notFound.heading,
      );
      expect(document.body.textContent).toContain(contentIn(language).interfaceText.notFound.text);
      // Its way home leads to the home page in the same language.
      const home = [...document.querySelectorAll("main a")].find(
        (link) => link.textContent === contentIn(language).interfaceText.notFound.home,
      );
      expect(home?.getAttribute("href")).toBe(language === "en" ? "/" : `/${language}`);
    },
  );
});
