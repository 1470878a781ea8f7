// The first visit packet shows MIDAS only once its holder's permission is
// recorded: with MIDAS's words in the content and the file's permission mark
// open, the page has no MIDAS; with the mark confirmed, it has its heading and
// every item. Read from copies of content/ that SITE_CONTENT_DIR points at.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { languages } from "#app/content-loader/translated.ts";
import { renderRoute } from "#tests/support/route-page.tsx";
import FirstVisitPage, { loader } from "./diary.tsx";

/** Stand-in words in MIDAS's place: the test needs its shape, not its copyrighted text. */
const midas = {
  heading: "Stand-in questionnaire",
  items: ["First stand-in question", "Second stand-in question"],
  scoring: ["Stand-in scoring line"],
};

/** A copy of the content with `midas` in the packet in every language, its permission mark `status`. */
function contentWithMidas(status: "open" | "confirmed") {
  const folder = mkdtempSync(join(tmpdir(), "site-content-"));
  cpSync("content", folder, { recursive: true });
  const lines = (items: string[]) => items.map((item) => `\n      - ${item}`).join("");
  const words = `  midas:\n    heading: ${midas.heading}\n    items:${lines(midas.items)}\n    scoring:${lines(midas.scoring)}\n`;
  for (const language of languages) {
    const file = join(folder, "page", "first-visit", language, "words.yaml");
    const text = readFileSync(file, "utf8");
    const marks = text.indexOf("\n\n# What must be settled");
    const withMidas =
      marks === -1
        ? `${text.trimEnd()}\n${words}`
        : `${text.slice(0, marks)}\n${words}${text.slice(marks)}`;
    writeFileSync(file, withMidas.replace(/(kind: permission\n {4}status: )open/, `$1${status}`));
  }
  vi.stubEnv("SITE_CONTENT_DIR", folder);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const route = { path: "/patients/first-visit", Component: FirstVisitPage, loader };

describe("the first visit packet", () => {
  it("has its questions and its tables of medicines", async () => {
    renderRoute(route, route.path);
    const { firstVisitPage } = contentIn("en");
    await screen.findByRole("heading", { level: 1, name: firstVisitPage.header.title });
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(
      firstVisitPage.history.questions.length,
    );
    for (const caption of [firstVisitPage.medicines.acute, firstVisitPage.medicines.preventive]) {
      const table = screen.getByRole("table", { name: caption });
      expect(table).toBeInTheDocument();
    }
  });

  it("leaves MIDAS out while its permission mark is open", async () => {
    contentWithMidas("open");
    expect(contentIn("en").firstVisitPage.midas?.heading).toBe(midas.heading);
    renderRoute(route, route.path);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: midas.heading })).toBeNull();
    expect(screen.queryByText(midas.items[0] ?? "")).toBeNull();
  });

  it("shows MIDAS, every item, once its permission mark is confirmed", async () => {
    contentWithMidas("confirmed");
    renderRoute(route, route.path);
    await screen.findByRole("heading", { level: 2, name: midas.heading });
    for (const item of midas.items) expect(screen.getByText(item)).toBeInTheDocument();
  });
});
