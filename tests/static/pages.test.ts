// What each built page states in its HTML, checked on every page of every
// language (each language's 404 page included) by parsing build/client:
// one <h1> and a title, its language, its canonical address and hreflang
// pairs, no English left on a translated page, JavaScript only where the page
// hydrates and nothing from another origin, a policy that allows exactly its
// inline scripts, its main text, and structured data that parses.
import { practice } from "#app/content-loader/practice.ts";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { conditionWarnings, contentIn } from "#app/content-loader/in-language.ts";
import { type Language, languageTags, languages } from "#app/content-loader/translated.ts";
import { notFoundKey } from "#app/page-list/page-list.ts";
import {
  type CspManifest,
  cspManifestName,
  inlineScriptHashes,
  pagePolicy,
} from "#server/security-headers.ts";
import { type BuiltPage, builtPages, readBuilt } from "./built-site.ts";

const pages = builtPages();
const rows = pages.map((built) => [built.page.path, built] as const);
const canonical = (urlPath: string) => new URL(urlPath, practice().url).href;
const manifest = JSON.parse(readBuilt(`../${cspManifestName}`).toString("utf8")) as CspManifest;
const headersFile = readBuilt("_headers").toString("utf8");

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
const englishOnly = new Map(
  languages.map((language) => {
    const kept = new Set(stringsOf(contentIn(language)).map((text) => text.trim()));
    const english = stringsOf(contentIn("en"))
      .map((text) => text.trim())
      .filter((text) => /[A-Za-z]{2,}/.test(text) && !kept.has(text));
    return [language, new Set(english)];
  }),
);

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

/** Words English sentences are made of, and no other language of the site uses as words. */
const englishGlue = new Set(
  "the and of to your you with for is are from before when have has we our this that it".split(" "),
);

/**
 * Whether a text reads as an English sentence: two or more places where one
 * of English's small words meets a lowercase English word ("kind of",
 * "is different"). A proper name kept in English inside a translated
 * sentence ("American Board of Psychiatry and Neurology", "Section 1557 of
 * the Affordable Care Act") has capitals around its small words, so it is
 * not one; an English term in brackets after its translation ("医疗授权委托书
 * (medical power of attorney)") is a gloss, a technical term WCAG 3.1.2
 * leaves unmarked.
 */
function readsAsEnglish(text: string): boolean {
  const words = text.replace(/[(（][^)）]*[)）]/g, " ").match(/\p{L}+/gu) ?? [];
  const glue = (word = "") => englishGlue.has(word.toLowerCase());
  const lowercase = (word = "") => /^[a-z]{2,}$/.test(word) && !glue(word);
  let pairs = 0;
  for (let index = 1; index < words.length; index++) {
    const [before, after] = [words[index - 1], words[index]];
    if ((glue(before) && lowercase(after)) || (lowercase(before) && glue(after))) pairs++;
  }
  return pairs >= 2;
}

/**
 * Text in the page's own language that reads as English: English that is in
 * no content file (a sentence typed into a component) and English left
 * unmarked (a source's title without lang="en").
 */
const englishSentences = (document: Document) => ownLanguageTexts(document).filter(readsAsEnglish);

/**
 * Where words were put together with the wrong punctuation: a full stop
 * twice ("г.." after a date that ends in one), or, in Chinese, a half-width
 * stop, comma or colon between two Chinese characters ("预防. 每月").
 */
function punctuationSlips(text: string, language: Language): string[] {
  const doubled = [...text.matchAll(/[^.\s]\.\.(?!\.)/gu)].map((match) => match[0]);
  const halfWidth =
    language === "zh"
      ? [...text.matchAll(/\p{Script=Han}[.,:;!?] ?\p{Script=Han}/gu)].map((match) => match[0])
      : [];
  return [...doubled, ...halfWidth];
}

const hreflangLinks = (document: Document) =>
  [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
    tag: link.getAttribute("hreflang") ?? "",
    href: link.getAttribute("href") ?? "",
  }));

/**
 * Every address the page makes the browser fetch as it loads: scripts,
 * stylesheets, preloads, icons, the manifest, images and frames. (Links a
 * visitor may follow are not requests.)
 */
function loadedUrls(document: Document): string[] {
  const urls: string[] = [];
  for (const element of document.querySelectorAll("script[src], iframe[src], embed[src]"))
    urls.push(element.getAttribute("src") ?? "");
  for (const element of document.querySelectorAll("link[href]")) {
    const rel = element.getAttribute("rel") ?? "";
    if (/\b(stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)\b/.test(rel))
      urls.push(element.getAttribute("href") ?? "");
  }
  for (const element of document.querySelectorAll("img, source, video, audio")) {
    for (const name of ["src", "poster"]) {
      const value = element.getAttribute(name);
      if (value) urls.push(value);
    }
    for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  for (const element of document.querySelectorAll("object[data]"))
    urls.push(element.getAttribute("data") ?? "");
  for (const element of document.querySelectorAll("[style]")) {
    for (const match of (element.getAttribute("style") ?? "").matchAll(/url\(([^)]*)\)/g))
      urls.push((match[1] ?? "").replace(/["']/g, ""));
  }
  return urls;
}

const otherOrigin = (url: string) => {
  if (url.startsWith("data:")) return false;
  return new URL(url, practice().url).origin !== new URL(practice().url).origin;
};

describe("every built page, in every language", () => {
  it("has the same pages in each language, 25 or more", () => {
    const counts = languages.map(
      (language) => pages.filter(({ page }) => page.language === language).length,
    );
    expect(counts).toEqual(languages.map(() => counts[0]));
    expect(counts[0]).toBeGreaterThanOrEqual(25);
  });

  it.each(rows)("%s has one <h1>, a title, and its language on <html>", (_, { page, document }) => {
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.querySelector("h1")?.textContent?.trim()).not.toBe("");
    expect(document.title.trim()).not.toBe("");
    expect(document.documentElement.lang).toBe(languageTags[page.language]);
  });

  it.each(rows.filter(([, { page }]) => page.key !== notFoundKey))(
    "%s names its canonical address and each translation both ways (hreflang)",
    (_, { page, document }) => {
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        canonical(page.path),
      );
      const versions = pages.filter((other) => other.page.key === page.key);
      expect(hreflangLinks(document)).toEqual([
        ...versions.map(({ page: version }) => ({
          tag: languageTags[version.language],
          href: canonical(version.path),
        })),
        { tag: "x-default", href: canonical(versions[0]?.page.path ?? "") },
      ]);
      for (const version of versions) {
        expect(hreflangLinks(version.document), version.page.path).toContainEqual({
          tag: languageTags[page.language],
          href: canonical(page.path),
        });
      }
    },
  );

  it.each(rows.filter(([, { page }]) => page.language !== "en"))(
    "%s leaves no English words outside an element marked with another language",
    (_, { page, document }) => {
      const english = englishOnly.get(page.language) ?? new Set();
      expect(ownLanguageTexts(document).filter((text) => english.has(text))).toEqual([]);
    },
  );

  it.each(rows.filter(([, { page }]) => page.language !== "en"))(
    '%s has no English sentence unless it is marked lang="en"',
    (_, { document }) => {
      expect(englishSentences(document)).toEqual([]);
    },
  );

  it("finds an English sentence on an English page, so the check above can fail", () => {
    const english = rows.find(([, { page }]) => page.key === "condition/migraine")?.[1];
    expect(english && englishSentences(english.document).length).toBeGreaterThan(20);
  });

  it.each(rows)(
    "%s links the practice's insurance sentence, wherever it shows, to the plans it means",
    (_, { page, document }) => {
      const { practice: facts } = contentIn(page.language);
      const plansPath = `${page.language === "en" ? "" : `/${page.language}`}/patients#insurance`;
      const main = document.querySelector("main");
      const text = main?.textContent ?? "";
      if (!text.includes(facts.insurance.summary)) return;
      const links = [...(main?.querySelectorAll("a") ?? [])].filter(
        (link) => link.getAttribute("href") === plansPath,
      );
      expect(links.length, "a link to the plan list").toBeGreaterThan(0);
      // Each place the sentence stands alone (a point, the hero's note) is that link itself.
      const alone = [...(main?.querySelectorAll("li, p") ?? [])].filter(
        (element) => element.textContent?.trim() === facts.insurance.summary,
      );
      for (const element of alone) {
        expect(element.querySelector(`a[href="${plansPath}"]`), page.path).not.toBeNull();
      }
    },
  );

  it("labels each language-help tagline with its language's own name, in that language", () => {
    for (const language of languages) {
      const prefix = language === "en" ? "" : `/${language}`;
      const notice = rows.find(([path]) => path === `${prefix}/nondiscrimination`)?.[1];
      const { taglines } =
        contentIn(language).notices.nondiscrimination.parts.find((part) => part.taglines) ?? {};
      expect(taglines?.items.length, language).toBeGreaterThanOrEqual(15);
      for (const tagline of taglines?.items ?? []) {
        const labels = [...(notice?.document.querySelectorAll(`p[lang="${tagline.lang}"]`) ?? [])];
        expect(
          labels.map((label) => label.textContent),
          `${language}: ${tagline.lang}`,
        ).toContain(tagline.language);
      }
      // No label is an English name of a language.
      expect(notice?.document.body.textContent, language).not.toMatch(/Haitian Creole|Vietnamese/);
    }
  });

  it("lists the plans, and which Medicaid plans it means, where the insurance sentence leads", () => {
    for (const language of languages) {
      const prefix = language === "en" ? "" : `/${language}`;
      const patients = rows.find(([path]) => path === `${prefix}/patients`)?.[1];
      const section = patients?.document.getElementById("insurance");
      const { practice: facts } = contentIn(language);
      expect(section?.textContent, language).toContain(facts.insurance.medicaidNote);
      for (const plan of facts.insurance.plans) {
        expect(section?.textContent, `${language}: ${plan}`).toContain(plan);
      }
    }
  });

  it.each(rows)(
    "%s puts sentences together with the language's own punctuation",
    (_, { page, document }) => {
      const texts = [
        document.body.textContent ?? "",
        ...[...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent ?? "",
        ),
      ];
      expect(texts.flatMap((text) => punctuationSlips(text, page.language))).toEqual([]);
    },
  );

  it("finds a slip of punctuation, so the check above can fail", () => {
    expect(punctuationSlips("预防. 每月一次.", "zh")).toEqual(["防. 每"]);
    expect(punctuationSlips("1 ноября 2026 г..", "ru")).toEqual(["г.."]);
  });

  it.each(rows)(
    "%s loads a script file only on the contact page, and nothing from another origin",
    (_, { page, html, document }) => {
      expect(html.includes('<script type="module"')).toBe(page.key === "contact");
      const external = [...document.querySelectorAll("script[src]")].map((script) =>
        script.getAttribute("src"),
      );
      expect(external.filter((src) => !src?.startsWith("/assets/"))).toEqual([]);
      expect(loadedUrls(document).filter(otherOrigin)).toEqual([]);
    },
  );

  it.each(rows)(
    "%s is served with a policy that allows exactly its inline scripts",
    (_, { file, html }) => {
      const recorded = manifest[file];
      expect(recorded, file).toBeDefined();
      expect([...(recorded?.scripts ?? [])].sort()).toEqual(inlineScriptHashes(html).sort());
      // Static hosts get the same policy from _headers.
      const urlPath = `/${file.replace(/(^|\/)index\.html$/, "")}`;
      expect(headersFile).toContain(
        `${urlPath}\n  content-security-policy: ${pagePolicy(recorded ?? { scripts: [], styles: [] })}\n`,
      );
    },
  );

  it.each(rows)("%s has its main text in the HTML", (_, { page, document }) => {
    const main = document.querySelector("main");
    expect(main?.id).toBe("main-content");
    const text = main?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    if (page.key === notFoundKey) {
      const words = contentIn(page.language).interfaceText.notFound;
      for (const part of [words.heading, words.text, words.home]) expect(text).toContain(part);
    } else {
      expect(text.length).toBeGreaterThan(200);
    }
  });

  it.each(rows)(
    "%s shows no placeholder left unfilled ({name}), in its text, its labels or its JSON-LD",
    (_, { document }) => {
      const shown: string[] = [];
      const walker = document.createTreeWalker(document.documentElement, 4 /* SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // The contact form's script carries its templates as data, to fill in when it is used.
        if (parent?.closest("script:not([type='application/ld+json']), style, template")) continue;
        shown.push(node.textContent ?? "");
      }
      for (const element of document.querySelectorAll("*")) {
        for (const { name, value } of element.attributes) {
          if (!name.startsWith("on") && name !== "style") shown.push(value);
        }
      }
      const left = shown.flatMap((text) => text.match(/\{\s*[A-Za-z]\w*\s*(,[^{}]*)?\}/g) ?? []);
      expect(left).toEqual([]);
    },
  );

  it.each(rows)(
    "%s has JSON-LD that parses, with a breadcrumb trail on every page but home",
    (_, { page, document }) => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      );
      for (const json of blocks) expect(() => JSON.parse(json)).not.toThrow();
      if (page.key !== "home" && page.indexable) {
        expect(blocks.join("")).toContain('"BreadcrumbList"');
      }
    },
  );
});

/** The warning section of a condition page, found as a reader of the page's language finds it. */
function warningSection({ document, page }: BuiltPage) {
  const words = contentIn(page.language);
  return within(document.body).getByRole("region", {
    name: words.interfaceText.conditionPage.warningSigns,
  });
}

describe("tap to act, on every page", () => {
  const street = practice().address.street;
  const { languageTags: staffTags } = practice().policies;

  it.each(rows)(
    "%s links every showing of the office's address to directions",
    (_, { document }) => {
      const shown = [...document.body.querySelectorAll("a, p, address, span, li, dd")].filter(
        (element) =>
          element.textContent?.includes(street) &&
          ![...element.children].some((child) => child.textContent?.includes(street)),
      );
      // The footer's address on every page, and the contact card's where there is one.
      expect(shown.length).toBeGreaterThan(0);
      for (const element of shown) {
        const link = element.closest("a");
        // An address inside a sentence is followed by the directions links
        // (/locations); a notice's mailing address (to someone, at the
        // practice's name and address) is for letters.
        if (!link && element.matches("p") && !element.closest("address")) continue;
        if (element.closest("dd")?.textContent?.includes(practice().name)) continue;
        expect(link?.getAttribute("href"), element.textContent ?? "").toBe(
          `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
            `${street}, ${practice().address.locality}, ${practice().address.region} ${practice().address.postalCode}`,
          )}`,
        );
      }
    },
  );

  it.each(rows)(
    "%s names the languages the staff speak beside the phone, each in itself, and an interpreter for the rest",
    (_, { page, document }) => {
      const footer = document.querySelector("footer");
      const names = staffTags.map((tag) =>
        footer?.querySelector(`[lang="${tag}"]`)?.textContent?.trim(),
      );
      expect(names).toEqual(
        staffTags.map((tag) => {
          const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? "";
          return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
        }),
      );
      const { interpreter, item, separator } = contentIn(page.language).interfaceText
        .phoneLanguages;
      expect(footer?.textContent?.includes(interpreter)).toBe(!staffTags.includes(page.language));
      // Each name also in the page's language where it differs ("英语（English）"), in the words' list.
      const local = new Intl.DisplayNames([page.language], { type: "language" });
      const written = staffTags.map((tag, index) => {
        const own = names[index] ?? "";
        const here = local.of(tag) ?? own;
        const alike =
          here.toLocaleLowerCase(page.language) === own.toLocaleLowerCase(page.language);
        return alike ? own : item.replace("{name}", own).replace("{local}", here);
      });
      expect(footer?.textContent?.replace(/\s+/g, " ")).toContain(
        written.join(separator).replace(/\s+/g, " "),
      );
    },
  );
});

describe("condition pages, in every language", () => {
  const conditionPages = rows.filter(([, { page }]) => page.key.startsWith("condition/"));

  it("are one for each condition of the content, in each language", () => {
    expect(conditionPages).toHaveLength(contentIn("en").conditions.length * languages.length);
  });

  it.each(conditionPages)(
    "%s says when to call 911, when to call a doctor today, and where the crisis line is",
    (_, built) => {
      const language: Language = built.page.language;
      const words = contentIn(language);
      const slug = built.page.entry ?? "";
      const warning = warningSection(built);
      const [emergency, sameDay] = within(warning).getAllByRole("group");
      const emergencyText = emergency?.textContent ?? "";
      expect(emergency?.querySelector('a[href="tel:911"]')).not.toBeNull();
      expect(emergencyText).not.toMatch(/988/);
      expect(within(emergency as HTMLElement).getAllByRole("listitem").length).toBeGreaterThan(4);
      expect(within(sameDay as HTMLElement).getAllByRole("listitem").length).toBeGreaterThan(4);
      expect(warning.querySelectorAll('a[href="tel:988"]')).toHaveLength(1);
      // Every sign is listed at its level: the general ones and the condition's own.
      const condition = words.conditions.find((entry) => entry.slug === slug);
      expect(condition).toBeDefined();
      const levels = conditionWarnings(condition ?? {}, words.warningSigns);
      const items = (group: HTMLElement | undefined) =>
        within(group as HTMLElement)
          .getAllByRole("listitem")
          .map((item) => item.textContent?.trim());
      expect(items(emergency)).toEqual(levels.emergency.signs);
      expect(items(sameDay)).toEqual(levels.sameDay.signs);
      const headings = within(built.document.body)
        .getAllByRole("heading")
        .map((heading) => heading.textContent?.trim());
      expect(headings).toContain(words.interfaceText.review.sources);
    },
  );
});

describe("condition and treatment pages, in every language", () => {
  const detailPages = rows.filter(([, { page }]) => /^(condition|treatment)\//.test(page.key));

  it.each(detailPages)(
    "%s has every FAQ question and answer in its HTML, in page order",
    (_, { page, document }) => {
      const words = contentIn(page.language);
      const entries = page.key.startsWith("condition/") ? words.conditions : words.treatments;
      const entry = entries.find((candidate) => candidate.slug === page.entry);
      const faqs = entry?.faqs ?? [];
      expect(faqs.length).toBeGreaterThan(2);
      // The FAQ's items share a name; the phone's "On this page" list is a details too.
      const shown = [...document.querySelectorAll("details[name]")].map((details) => {
        const body = details.querySelector("summary")?.nextElementSibling;
        const points = [...(body?.querySelectorAll("li") ?? [])].map((item) => item.textContent);
        return {
          question: details.querySelector("summary")?.textContent?.trim(),
          answer: body?.querySelector("p")?.textContent?.trim(),
          ...(points.length > 0 ? { points } : {}),
        };
      });
      expect(shown).toEqual(
        faqs.map((faq) => ({
          question: faq.question,
          answer: faq.answer,
          ...(faq.points ? { points: faq.points } : {}),
        })),
      );
    },
  );
});
