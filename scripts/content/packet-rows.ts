// The rows of a review packet (packet.ts): every paragraph of a review
// unit's words, with where it sits ("faqs.2.answer"), in the order the page
// shows them, which is the order of the English content file's fields (the
// words as the site reads them come in another order: a translation laid
// over its English, a condition's fields as its schema lists them).
import { type ReviewUnit, writtenWords } from "#app/reviews/review-units.ts";

/** Fields a reader does not read as words: addresses, slugs, icons. */
const notRead = new Set(["icon", "updated", "slug", "to", "href", "treatmentSlugs", "e164"]);

/** Rows no reader reads: a numeric claim's source, an id ("ichd3") its text is checked against. */
const notListed = /(?:^|\.)numericClaims\.\d+\.source$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * Every sentence of a unit's words, with where it sits ("faqs.2.answer"); the
 * fields of an object in the order `model` (the English content file's data)
 * has them, those it lacks after them as they come.
 */
export function paragraphsOf(
  words: unknown,
  path = "",
  model?: unknown,
): { path: string; text: string }[] {
  if (typeof words === "string") return [{ path, text: words }];
  if (typeof words === "number") return [{ path, text: String(words) }];
  if (Array.isArray(words)) {
    return words.flatMap((item, index) => {
      const id = (item as { id?: unknown } | undefined)?.id;
      const like = Array.isArray(model)
        ? (model.find((each) => id !== undefined && (each as { id?: unknown })?.id === id) ??
          model[index])
        : undefined;
      return paragraphsOf(item, path ? `${path}.${index}` : String(index), like);
    });
  }
  if (isRecord(words)) {
    const order = isRecord(model) ? Object.keys(model) : [];
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    return Object.entries(words)
      .filter(([key, value]) => !notRead.has(key) && typeof value !== "function")
      .sort(([a], [b]) => rank(a) - rank(b))
      .flatMap(([key, value]) =>
        paragraphsOf(
          value,
          path ? `${path}.${key}` : key,
          isRecord(model) ? model[key] : undefined,
        ),
      );
  }
  return [];
}

/** The paragraphs a packet of a review unit lists, in page order. */
export function packetParagraphs(unit: ReviewUnit): { path: string; text: string }[] {
  return paragraphsOf(unit.words, "", writtenWords("en", unit.key).data).filter(
    ({ path }) => !notListed.test(path),
  );
}
