// The content files' mistakes in a CI log, as GitHub Actions annotations
// (.github/workflows/site.yml): `npm test` and the builds print each mistake
// as one line, "content/conditions/en/migraine.yaml, line 6: …"; GitHub shows an
// annotation on that line of the file in the pull request, and at the top of
// the run, so the person who saved the draft finds it without reading the log.
//
//   node scripts/deploy/ci-annotations.ts <log file>…
import { readFileSync } from "node:fs";
import { contentMistakes } from "#scripts/one-line-errors.ts";

/** A value in an annotation's message or properties, escaped as the workflow commands want it. */
const escaped = (text: string, property = false) => {
  const data = text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
  return property ? data.replaceAll(":", "%3A").replaceAll(",", "%2C") : data;
};

/** One `::error` command per content mistake in the log, each once, in the order found. */
export function annotations(log: string): string[] {
  // eslint-disable-next-line no-control-regex -- the colours a test runner may print
  const plain = log.replaceAll(/\x1b\[[\d;]*m/g, "");
  const lines = contentMistakes(plain)?.split("\n") ?? [];
  return [...new Set(lines)].map((line) => {
    const [, file, number, message] = /^(content\/\S+?\.yaml)(?:, line (\d+))?: (.*)$/.exec(line)!;
    const where = [`file=${escaped(file!, true)}`, ...(number ? [`line=${number}`] : [])];
    return `::error ${where.join(",")},title=A mistake in a content file::${escaped(message!)}`;
  });
}

if (import.meta.main) {
  const log = process.argv
    .slice(2)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  for (const line of annotations(log)) console.log(line);
}
