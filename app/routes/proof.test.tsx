// What a patient can check for herself about the physician, once the practice
// confirms each fact: beside her card on the home page and on About, in every
// language, a link to the State's look-up of her licence, to each board's page
// and to each hospital's page, each with the address the facts give, and her
// years in practice; and the same hospitals and certifications in the
// structured data. Read from a copy of content/ whose marks are all confirmed,
// which SITE_CONTENT_DIR points at while these tests run.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { format } from "#app/contact/format.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { isPlaceholder } from "#app/content-loader/practice.ts";
import { languagePath } from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { homeStructuredData } from "#app/seo/structured-data.ts";
import { renderRoute } from "#tests/support/route-page.tsx";
import AboutPage, { loader as aboutLoader } from "./about.tsx";
import Home, { loader as homeLoader } from "./home.tsx";

beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), "site-content-"));
  cpSync("content", folder, { recursive: true });
  const facts = join(folder, "practice", "en", "facts.yaml");
  const text = readFileSync(facts, "utf8");
  writeFileSync(facts, text.replace(/^( {4}status: )open$/gm, "$1confirmed"));
  vi.stubEnv("SITE_CONTENT_DIR", folder);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** Text without its spaces (the typographer's no-break spaces too). */
const unspaced = (text: string) => text.replace(/\s+/g, "");

const pages = languages.flatMap((language) => [
  { language, path: languagePath(language, "/"), Component: Home, loader: homeLoader },
  { language, path: languagePath(language, "/about"), Component: AboutPage, loader: aboutLoader },
]);

describe.each(pages)("$path, every fact confirmed", ({ language, path, Component, loader }) => {
  it("links each proof to the page the facts give, beside the physician", async () => {
    expect(isPlaceholder("physician")).toBe(false);
    const { container } = renderRoute({ path, Component, loader }, path);
    await screen.findByRole("heading", { level: 1 });
    const { practice, interfaceText, physicianCard } = contentIn(language);
    const { physician } = practice;
    const words = interfaceText.proof;
    const beside = within(
      path.endsWith("about")
        ? (container.querySelector("#physician") as HTMLElement)
        : screen.getByRole("group", { name: physicianCard.label }),
    );
    // A link's name: its words and the new-tab note, compared without their spaces (jsdom's
    // accessible name drops the space before the note, which a browser keeps).
    const named = (link: string) => (name: string) =>
      unspaced(name) === unspaced(format(interfaceText.opensInNewTab, { link }));

    expect(
      beside.getByRole("link", {
        name: named(format(words.licence, { number: physician.licence.number })),
      }),
    ).toHaveAttribute("href", physician.licence.verifyUrl);
    expect(
      beside
        .getAllByRole("link", { name: named(words.certification) })
        .map((link) => link.getAttribute("href")),
    ).toEqual(physician.certifications.map(({ verifyUrl }) => verifyUrl));
    expect(physician.hospitalAffiliations.length).toBeGreaterThan(0);
    for (const { name, url } of physician.hospitalAffiliations) {
      expect(beside.getByRole("link", { name: named(name) })).toHaveAttribute("href", url);
    }
    const years = new Date().getFullYear() - physician.practisingSince;
    // The text as the page's text is matched: its no-break spaces read as spaces.
    const yearsLine = beside.getByText(words.yearsInPractice.replace(/\s+/g, " "));
    expect(yearsLine).toHaveTextContent(String(years));
  });
});

describe("the physician's structured data, every fact confirmed", () => {
  it.each(languages)("in %s, names her hospitals and board certifications", (language) => {
    const { physician } = contentIn(language).practice;
    const node = homeStructuredData([], [], language).find(
      (each) => each["@type"] === "IndividualPhysician",
    ) as unknown as Record<string, { name: string; url: string }[]>;
    expect(node.hospitalAffiliation).toEqual(
      physician.hospitalAffiliations.map(({ name, url }) => ({ "@type": "Hospital", name, url })),
    );
    expect(node.hasCredential?.map(({ name, url }) => ({ text: name, verifyUrl: url }))).toEqual(
      physician.certifications,
    );
  });
});
