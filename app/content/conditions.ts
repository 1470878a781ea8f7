// The headache disorders the practice treats, as the pages use them. Each
// has a content file in content/conditions/<language>/: it becomes a card on
// /conditions and the home page, and a page at /conditions/{slug}, so adding
// a file is all it takes to publish a new condition page. Its shape is its
// schema's (collection-schemas.ts, `conditionFile`), as `collectionPagesOf` gives it.
import type { collectionPagesOf } from "./collections.ts";
import { contentIn } from "./in-language.ts";
import type { PageWords } from "./page-words.ts";

/** A condition page in any language. */
export type Condition = ReturnType<typeof collectionPagesOf>["conditions"][number];

/** The condition pages, from content/conditions/en/ (collections.ts). */
export const conditions: readonly Condition[] = contentIn("en").conditions;

/** The warning signs at each level: the home page's general ones, or a condition page's. */
type WarningSigns = Pick<
  PageWords["pages/home"]["warningSigns"],
  "emergency" | "sameDay" | "crisis"
>;

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
