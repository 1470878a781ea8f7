// The treatments the practice offers. Each file of content/treatments/<language>/
// becomes a card on /treatments (and on the home page when listed there, those
// flagged `featured` first), and a page at /treatments/{slug}: adding a file is
// all it takes to publish one. Its shape is its schema's (collection-schemas.ts,
// `treatmentFile`), as `collectionPagesOf` gives it.
import type { collectionPagesOf } from "./collections.ts";
import { contentIn } from "./in-language.ts";

/** A treatment page in any language. */
export type Treatment = ReturnType<typeof collectionPagesOf>["treatments"][number];

/** The treatment pages, from content/treatments/en/ (collections.ts). */
export const treatments: readonly Treatment[] = contentIn("en").treatments;
