// The headache disorders the practice treats, as the pages use them. Each
// has a content file in content/conditions/<language>/: it becomes a card on
// /conditions and the home page, and a page at /conditions/{slug}, so adding
// a file is all it takes to publish a new condition page.
import { conditionsIn } from "./collections.ts";
import { type IconNode } from "lucide";
import { type NumericClaim } from "./sources.ts";
import type { Faq, Source, TextSection, WarningSigns } from "./types.ts";

export type Condition = {
  slug: string;
  title: string;
  /** Its icon on cards: a lucide icon, imported by its name on lucide.dev. */
  icon: IconNode;
  /** One or two sentences for cards. */
  shortDesc: string;
  /** The opening paragraph of the condition page. */
  summary: string;
  /** "What it is": plain-language paragraphs. */
  overview: readonly string[];
  /** Common symptoms, one per bullet. */
  symptoms: readonly string[];
  /** "How it is diagnosed": the ICHD-3 criteria in plain words. */
  diagnosis: { intro: string; criteria: readonly string[]; note?: string };
  /**
   * "How we treat it": the practice's approach, and the slugs of the treatment
   * pages to link (a test checks that each exists).
   */
  treatment: { intro: string; points: readonly string[]; treatmentSlugs: readonly string[] };
  /**
   * Extra sections shown after "How we treat it", such as the migraine page's
   * birth control and pregnancy advice.
   */
  moreSections?: readonly TextSection[];
  /**
   * Warning signs particular to this condition, each at its level of urgency,
   * shown after the general ones of home.ts. Only true emergencies go under
   * `emergency` ("Call 911 now"); signs that need a doctor soon but not an
   * ambulance go under `sameDay`.
   */
  warningSigns?: { emergency?: readonly string[]; sameDay?: readonly string[] };
  /** Every figure the page states, with the source it rests on (a test checks each). */
  numericClaims: readonly NumericClaim[];
  /** At least five questions. */
  faqs: readonly Faq[];
  sources: readonly Source[];
  /** ISO date (YYYY-MM-DD) its words last changed, for the sitemap. Reviews are recorded in content/reviews/. */
  updated: string;
};

/** The condition pages, from content/conditions/en/ (collections.ts). */
export const conditions: readonly Condition[] = conditionsIn("en");

/**
 * The /conditions page. Its search-result description names every condition
 * above (app/lib/site-pages.ts), so a new entry shows up there by itself.
 */
export type ConditionSlug = (typeof conditions)[number]["slug"];

/**
 * A condition page's warning signs: the general ones (the home page's, in the
 * page's language), then the condition's own at each level.
 */
export function conditionWarnings(
  condition: Pick<Condition, "warningSigns">,
  generalWarningSigns: WarningSigns,
): WarningSigns {
  const own = condition.warningSigns;
  return {
    emergency: {
      ...generalWarningSigns.emergency,
      signs: [...generalWarningSigns.emergency.signs, ...(own?.emergency ?? [])],
    },
    sameDay: {
      ...generalWarningSigns.sameDay,
      signs: [...generalWarningSigns.sameDay.signs, ...(own?.sameDay ?? [])],
    },
    crisis: generalWarningSigns.crisis,
  };
}
