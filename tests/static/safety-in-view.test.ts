// Nothing that can save a life is folded: on every built page, in every
// language, no 911 sign, same-day sign, 988 line or contraindication sits
// inside a closed <details> or any other hidden element. The signs and the
// contraindications are read from the content, so a new sign or a new "not
// for" line is held without a new test. What counts as safety text is
// `siteSafety`, below: the one list the pages' folds obey too. Each page must
// also show, in view, the signs its kind of page carries.
import { describe, expect, it } from "vitest";
import {
  type ConditionText,
  type Content,
  type TreatmentText,
  bySlug,
  contentIn,
} from "#app/content-loader/in-language.ts";
import { builtPages, squeezed } from "./built-site.ts";

// What never folds: the one list of the content that can save a life. The 911
// and same-day signs (the home page's general ones and each condition's own),
// the 988 line, each condition's At a glance 911 line and the plan it gives,
// a treatment page's line on when to call 911 instead and its At a glance
// line on what to tell us first, and every passage that
// says who must not take a medicine or use a device: a condition's or
// treatment's further sections ("Who should not take a triptan"), a
// treatment's visit (who may not be given it) and its side effects. Pages
// fold only what is not here (background, mechanism, criteria, sources); the
// tests below hold every built page to it.
type Sections = readonly { paragraphs: readonly string[]; points?: readonly string[] }[];

const sectionTexts = (sections: Sections | undefined) =>
  (sections ?? []).flatMap((section) => [...section.paragraphs, ...(section.points ?? [])]);

/** The general signs at both levels, and the crisis line: on the home page and every condition page. */
const generalSafety = (content: Pick<Content, "warningSigns">): string[] => {
  const { emergency, sameDay, crisis } = content.warningSigns;
  return [emergency.heading, ...emergency.signs, sameDay.intro, ...sameDay.signs, crisis.text];
};

/** A condition page's own safety text, after the general signs. */
const conditionSafety = (condition: ConditionText): string[] => [
  condition.atAGlance.emergency,
  condition.atAGlance.treatment,
  ...(condition.warningSigns?.emergency ?? []),
  ...(condition.warningSigns?.sameDay ?? []),
  ...condition.treatment.points,
  ...sectionTexts(condition.moreSections),
];

/** A treatment page's safety text. */
const treatmentSafety = (treatment: TreatmentText): string[] => [
  ...(treatment.emergency ? [treatment.emergency] : []),
  treatment.atAGlance.tellUsFirst,
  ...treatment.visit,
  ...treatment.sideEffects,
  ...sectionTexts(treatment.moreSections),
];

/** Every safety text of a language: none may be hidden on any page. */
const siteSafety = (content: Content): string[] => [
  ...generalSafety(content),
  ...content.conditions.flatMap(conditionSafety),
  ...content.treatments.flatMap(treatmentSafety),
];

/** The safety text a page must show, by the page's key ("home", "condition/migraine"). */
function pageSafety(content: Content, key: string): string[] {
  const [kind, slug = ""] = key.split("/");
  // The home page and the card to print show the general signs.
  if (kind === "home" || kind === "help-card") return generalSafety(content);
  // The page for referring physicians shows the 911 signs.
  if (kind === "referring-physicians") {
    const { emergency } = content.warningSigns;
    return [emergency.heading, ...emergency.signs];
  }
  if (kind === "condition") {
    const condition = bySlug(content.conditions, slug);
    return condition ? [...generalSafety(content), ...conditionSafety(condition)] : [];
  }
  if (kind === "treatment") {
    const treatment = bySlug(content.treatments, slug);
    if (!treatment) return [];
    // A treatment that says when to call 911 instead shows every warning sign too.
    return [...(treatment.emergency ? generalSafety(content) : []), ...treatmentSafety(treatment)];
  }
  return [];
}

/** Why an element cannot be seen at some width, or undefined if nothing hides it. */
export function hiddenBy(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    if (tag === "details" && !node.hasAttribute("open")) {
      // The summary of a closed <details> is in view; the rest is not.
      const summary = node.querySelector(":scope > summary");
      if (!summary?.contains(element)) return "a closed <details>";
    }
    if (node.hasAttribute("hidden")) return "an element with the hidden attribute";
    if (node.getAttribute("aria-hidden") === "true") return "an element hidden from screen readers";
    if (tag === "template" || tag === "noscript") return `a <${tag}>`;
    const hiding = (node.getAttribute("class") ?? "")
      .split(/\s+/)
      .find(
        (token) =>
          /(^|:)(hidden|sr-only|invisible|collapse)$/.test(token) && !token.includes("group-open"),
      );
    if (hiding) return `an element of class "${hiding}"`;
  }
  return undefined;
}

/** The innermost elements whose text holds `text`, spaces squeezed. */
function holders(body: HTMLElement, text: string): Element[] {
  const wanted = squeezed(text);
  const found: Element[] = [];
  const visit = (element: Element) => {
    if (!squeezed(element.textContent).includes(wanted)) return false;
    const inner = [...element.children].map(visit).some(Boolean);
    if (!inner) found.push(element);
    return true;
  };
  visit(body);
  return found;
}

// Every page of the list, each language's 404 page among them.
const pages = builtPages().map((built) => [built.page.path, built] as const);

describe("safety text stays in view, on every page, in every language", () => {
  it.each(pages)(
    "%s hides no 911 sign, same-day sign, 988 line or contraindication",
    (_, built) => {
      const { language } = built.page;
      const body = built.document.body;
      const problems: string[] = [];
      for (const text of siteSafety(contentIn(language))) {
        for (const element of holders(body, text)) {
          const why = hiddenBy(element);
          if (why) problems.push(`"${squeezed(text).slice(0, 70)}…" is inside ${why}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(pages)("%s shows every safety line its page carries", (_, built) => {
    const content = contentIn(built.page.language);
    const missing = pageSafety(content, built.page.key)
      .filter((text) => holders(built.document.body, text).length === 0)
      .map((text) => squeezed(text).slice(0, 70));
    expect(missing).toEqual([]);
  });
});
