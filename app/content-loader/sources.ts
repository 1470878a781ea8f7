// The works the medical pages rest on, cited by name (as the project's content
// brief, kept outside this repository, asks): one entry
// per work in content/sources.yaml, so every page cites it the same way and
// the physician can check and change a citation without a developer.
import * as z from "zod";
import { parseContent, perFolder, readContentFile, words } from "./files.ts";

const text = words;

export const sourcesFile = z.record(
  z.string().regex(/^[a-z][A-Za-z0-9]*$/, "a source's key: letters and digits, like ahsConsensus"),
  z.strictObject({
    title: text,
    publisher: text,
    year: z.number().int().min(1900, "the year it was published").max(2100).optional(),
  }),
);

/** A source a page's medical facts rest on, cited by name. */
export type Source = z.infer<typeof sourcesFile>[string];

/** The sources by their keys, read the first time they are asked for in a content folder. */
export const sources: (folder?: string) => Readonly<Record<string, Source>> = perFolder((folder) =>
  parseContent(sourcesFile, readContentFile("sources.yaml", folder)),
);

/**
 * A figure a medical page states, and what it rests on. `text` is the figure's
 * exact words on the page ("4 to 72 hours"); `source` is the published work
 * behind it, by its key in content/sources.yaml ("ichd3"), or "practice" for
 * the practice's own policy (content/practice/en/facts.yaml).
 */
export type NumericClaim = { readonly text: string; readonly source: string };
