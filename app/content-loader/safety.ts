// What never folds: the one list of the content that can save a life. The 911
// and same-day signs (the home page's general ones and each condition's own),
// the 988 line, each condition's At a glance 911 line and the plan it gives,
// a treatment page's line on when to call 911 instead and its At a glance
// line on what to tell us first, and every passage that
// says who must not take a medicine or use a device: a condition's or
// treatment's further sections ("Who should not take a triptan"), a
// treatment's visit (who may not be given it) and its side effects. Pages
// fold only what is not here (background, mechanism, criteria, sources); a
// static test over every built page holds them to it
// (tests/static/safety-in-view.test.ts).
import { type ConditionText, type Content, type TreatmentText, bySlug } from "./in-language.ts";

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
export const siteSafety = (content: Content): string[] => [
  ...generalSafety(content),
  ...content.conditions.flatMap(conditionSafety),
  ...content.treatments.flatMap(treatmentSafety),
];

/** The safety text a page must show, by the page's key ("home", "condition/migraine"). */
export function pageSafety(content: Content, key: string): string[] {
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
