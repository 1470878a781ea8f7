// A content file checked against its schema, and a problem with a content
// file named as a person fixes it: the file, the line, the field and what is
// wrong. The walk of a language's words (in-language.ts) checks every file
// here in one call (`checkedAll`), once its words are laid over their
// English and filled in; the modules that read one file of facts on their
// own (practice-facts.ts, sources.ts, glossary.ts) check it with
// `parseContent`.
import type * as z from "zod";
import { type ContentFile, contentProblem } from "./files.ts";

/** A content file's data, checked by its schema; a file the schema refuses throws, naming each problem. */
export function parseContent<T>(schema: z.ZodType<T>, file: ContentFile): T {
  const result = schema.safeParse(file.data);
  if (result.success) return result.data;
  throw new Error(
    result.error.issues.map((issue) => contentProblem(file, issue.path, issue.message)).join("\n"),
  );
}

/** Each file's data checked by its schema, in one pass: the checked value, or the Error naming each problem. */
export function checkedAll(files: readonly { schema: z.ZodType; file: ContentFile }[]): unknown[] {
  return files.map(({ schema, file }) => {
    try {
      return parseContent(schema, file);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
}
