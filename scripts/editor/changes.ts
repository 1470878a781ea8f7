// What a change to content files changed, as a person reading the history wants it said: the
// fields (to three levels, `insurance.plans`) and the languages, "summary (en, es), title (es)".
// The local editor's commit messages say it (local.ts), and on GitHub the pull request's title,
// which names the commit its merge makes (scripts/deploy/preview.ts, .github/workflows/preview.yml).
import { parse } from "yaml";
import { languages } from "#app/content-loader/translated.ts";

function changedFields(before: unknown, after: unknown, at = "", depth = 0): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isMap = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isMap(before) || !isMap(after) || depth === 3) return [at];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
    changedFields(before[key], after[key], at ? `${at}.${key}` : key, depth + 1),
  );
}

/** The fields changed in files (their text before, none for a new file, and after), with their languages. */
export function changesNamed(
  files: readonly { path: string; before: string | undefined; after: string }[],
): string {
  const languagesOf = new Map<string, Set<string>>();
  for (const file of files) {
    if (file.before === undefined) continue;
    const language = file.path.split("/").find((part) => languages.some((one) => one === part));
    for (const field of changedFields(parse(file.before), parse(file.after))) {
      languagesOf.set(field, (languagesOf.get(field) ?? new Set()).add(language ?? ""));
    }
  }
  return [...languagesOf]
    .map(([field, where]) => `${field} (${[...where].filter(Boolean).join(", ")})`)
    .join(", ");
}
