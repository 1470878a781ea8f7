// @vitest-environment node
// The lint rule that keeps words out of components and routes
// (eslint.config.js, literalText): a sentence typed into JSX fails `npm run lint`.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { patience } from "#tests/support/patience.ts";

const eslint = new ESLint();

async function problemsIn(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const lines = (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.line);
  return [...new Set(lines)];
}

describe("words in components and routes", () => {
  it(
    "fail lint as text, as an expression, as a template and as a prop a person reads",
    async () => {
      const code = [
        'import { Section } from "#app/components/sections/section.tsx";',
        "export function Example({ phone }: { phone: string }) {",
        "  return (",
        '    <Section heading="Our office">',
        "      <p>Office phone: {phone}</p>",
        '      <p>{"Call us today"}</p>',
        "      <p>{`Call ${phone} today`}</p>",
        '      <img alt="The office door" src="/door.png" />',
        "    </Section>",
        "  );",
        "}",
      ].join("\n");
      expect(await problemsIn(code, "app/components/sections/example.tsx")).toEqual([
        4, 5, 6, 7, 8,
      ]);
      expect(await problemsIn(code, "app/routes/example.tsx")).toEqual([4, 5, 6, 7, 8]);
    },
    patience(60_000),
  );

  it(
    "pass when the words come from the page's content",
    async () => {
      const code = [
        'import { useWords } from "#app/page-list/site-facts.ts";',
        "export function Example({ phone }: { phone: string }) {",
        "  const words = useWords();",
        "  return (",
        '    <p className="text-sm" id={`line-${phone}`}>',
        "      {words.phoneLines.officePhone} {phone}",
        "    </p>",
        "  );",
        "}",
      ].join("\n");
      expect(await problemsIn(code, "app/components/sections/example.tsx")).toEqual([]);
    },
    patience(60_000),
  );
});
