// How each condition and treatment page opens, and what it folds, in every
// language, as its HTML states it: the line that says who reviewed the page
// comes right after its <h1>; the "At a glance" box comes before its first
// section: a condition page's says what the condition is, how the practice
// treats it and when to call 911, with a link that dials it, and a treatment
// page's what it is, who it is for, how often and what to tell us first; and
// every word of a folded section is still in the HTML, inside a <details> the
// reader opens (find-in-page and screen readers reach it there). The browser side is tests/e2e/folds.e2e.ts.
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { format } from "#app/contact/format.ts";
import { bySlug, contentIn } from "#app/content-loader/in-language.ts";
import { medicalReviewLine } from "#app/reviews/reviews.ts";
import { builtPages, squeezed } from "./built-site.ts";

const rows = builtPages().map((built) => [built.page.path, built] as const);
const detailPages = rows.filter(([, { page }]) => /^(condition|treatment)\//.test(page.key));
/** Each condition page, with the content of its language and its condition there. */
const conditionPages = rows.flatMap(([urlPath, built]) => {
  if (!built.page.key.startsWith("condition/")) return [];
  const content = contentIn(built.page.language);
  const condition = bySlug(content.conditions, built.page.entry);
  if (!condition) throw new Error(`no condition ${built.page.entry}`);
  return [[urlPath, { ...built, content, condition }] as const];
});
/** Each treatment page, with the content of its language and its treatment there. */
const treatmentPages = rows.flatMap(([urlPath, built]) => {
  if (!built.page.key.startsWith("treatment/")) return [];
  const content = contentIn(built.page.language);
  const treatment = bySlug(content.treatments, built.page.entry);
  if (!treatment) throw new Error(`no treatment ${built.page.entry}`);
  return [[urlPath, { ...built, content, treatment }] as const];
});

/** The box that opens the page, before any section, with its terms and details as read. */
function glanceBox(document: Document, heading: string) {
  const box = within(document.body).getByRole("region", { name: heading });
  // The title and the review line, then (after the phone's "On this page"
  // list) the box, before any section of the page.
  expect(document.querySelector("main section")).toBe(box);
  const terms = [...box.querySelectorAll("dt")].map((term) => squeezed(term.textContent));
  const details = [...box.querySelectorAll("dd")].map((detail) => squeezed(detail.textContent));
  return { box, terms, details };
}

/** That the box's link `link` leads to the page's section with the heading `heading`. */
function expectLinkToSection(document: Document, box: HTMLElement, link: string, heading: string) {
  const jump = within(box).getByRole("link", { name: link });
  const target = document.getElementById(jump.getAttribute("href")?.slice(1) ?? "");
  expect(target, link).not.toBeNull();
  expect(
    within(target as HTMLElement).getByRole("heading", { level: 2, name: heading }),
  ).toBeDefined();
}

describe("condition and treatment pages, in every language", () => {
  it("are all here: six conditions and six treatments in four languages", () => {
    const en = contentIn("en");
    expect(detailPages).toHaveLength((en.conditions.length + en.treatments.length) * 4);
  });

  it.each(detailPages)(
    "%s says right under its title whether its words are medically reviewed",
    (_, { page, document }) => {
      const line = medicalReviewLine(page.language, page.key);
      const words = contentIn(page.language).interfaceText.review;
      const expected =
        line.state === "missing"
          ? words.notReviewed
          : format(line.state === "current" ? words.reviewed : words.changed, {
              name: line.name,
              date: line.date.text,
            });
      const title = within(document.body).getByRole("heading", { level: 1 });
      expect(squeezed(title.nextElementSibling?.textContent)).toBe(squeezed(expected));
    },
  );
});

describe("condition pages, in every language", () => {
  it.each(conditionPages)(
    "%s opens with At a glance: what it is, how we treat it, when to call 911",
    (_, { document, content, condition }) => {
      const words = content.interfaceText.conditionPage;
      const { box, terms, details } = glanceBox(document, words.atAGlance);
      expect(terms).toEqual([words.overview, words.treatment, words.callNow].map(squeezed));
      expect(details[0]).toBe(squeezed(condition.summary));
      expect(details[1]).toBe(squeezed(condition.atAGlance.treatment));
      expect(details[2]).toContain(squeezed(condition.atAGlance.emergency));
      // 911 dials, and the box leads to the page's whole sections on treatment
      // and warning signs, each a tap away.
      expect(box.querySelector('a[href="tel:911"]')).not.toBeNull();
      expectLinkToSection(document, box, words.treatment, words.treatment);
      expectLinkToSection(document, box, words.allSigns, words.warningSigns);
    },
  );

  it.each(conditionPages)(
    "%s folds only explanation, under labels that say what they hold, with its words in its HTML",
    (_, { document, content, condition }) => {
      const fold = content.interfaceText.fold;
      // The folds of the page's sections; the FAQ's items share a name, and the
      // phone's "On this page" list is in a navigation.
      const folds = [...document.querySelectorAll("main details:not([name])")].filter(
        (details) => !details.closest("nav"),
      );
      const labels = folds.map((details) =>
        squeezed(details.querySelector("summary")?.textContent),
      );
      expect(labels).toEqual([fold.background, fold.criteria, fold.sources].map(squeezed));
      const folded = folds.map((details) => squeezed(details.textContent)).join(" ");
      const expected = [...condition.diagnosis.criteria, ...condition.overview.slice(1)];
      for (const text of expected) expect(folded).toContain(squeezed(text));
    },
  );
});

describe("treatment pages, in every language", () => {
  it.each(treatmentPages)(
    "%s opens with At a glance: what it is, who it is for, how often, what to tell us first",
    (_, { document, content, treatment }) => {
      const { conditionPage, treatmentPage } = content.interfaceText;
      const { box, terms, details } = glanceBox(document, conditionPage.atAGlance);
      expect(terms).toEqual(
        [
          conditionPage.overview,
          treatmentPage.whoFor,
          treatmentPage.schedule,
          treatmentPage.tellUsFirst,
        ].map(squeezed),
      );
      const { whoFor, howOften, tellUsFirst } = treatment.atAGlance;
      expect(details).toEqual([treatment.summary, whoFor, howOften, tellUsFirst].map(squeezed));
      // Who it is for and how often lead to the page's whole sections on them.
      expectLinkToSection(document, box, treatmentPage.whoFor, treatmentPage.whoFor);
      expectLinkToSection(document, box, treatmentPage.schedule, treatmentPage.schedule);
    },
  );
});
