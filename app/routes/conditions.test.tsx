import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { languages } from "#app/content-loader/translated.ts";
import { renderRoute } from "#tests/support/route-page.tsx";
import CardIndexPage, { loader } from "./card-index.tsx";

// A seventh condition, added the way an editor would: one more content file
// in each language, here in a copy of content/ that SITE_CONTENT_DIR points
// at while these tests run. The content of each folder is read and kept
// apart, so the other tests of this worker read content/ as it is.
beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), "site-content-"));
  cpSync("content", folder, { recursive: true });
  for (const language of languages) {
    const pages = join(folder, "conditions", language);
    const words = readFileSync(join(pages, "migraine.yaml"), "utf8")
      // Last of every condition, however many the site has.
      .replace(/^order: 1$/m, "order: 999")
      .replace(/^title: .*$/m, "title: Hemicrania Continua");
    writeFileSync(join(pages, "hemicrania-continua.yaml"), words);
  }
  vi.stubEnv("SITE_CONTENT_DIR", folder);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("/conditions", () => {
  it("shows a card for every entry of the content array, new ones included", async () => {
    // The page's call to action reads the office phone from the root route.
    renderRoute({ path: "/conditions", Component: CardIndexPage, loader }, "/conditions");
    expect(await screen.findByRole("link", { name: "Hemicrania Continua" })).toHaveAttribute(
      "href",
      "/conditions/hemicrania-continua",
    );
    expect(screen.getByRole("link", { name: "Migraine" })).toHaveAttribute(
      "href",
      "/conditions/migraine",
    );
    const cards = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/conditions/"));
    // The content read from the copy: the site's own conditions and the one added above, last.
    const { conditions } = contentIn("en");
    expect(cards).toHaveLength(conditions.length);
    expect(conditions.at(-1)?.slug).toBe("hemicrania-continua");
  });
});
