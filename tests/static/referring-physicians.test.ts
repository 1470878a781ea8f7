// The page for referring physicians, in every language, read from
// build/client: its routine wait is the home page's, from the one fact; the
// ways to send a referral and the other waits are the practice's facts; its
// structured data says it is for clinicians, about the practice; and every
// page's footer links it, with each other page outside the main navigation.
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { practice } from "#app/content-loader/practice.ts";
import { readContentFile, wordsFilePath } from "#app/content-loader/files.ts";
import { languagePath, toolPages } from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { type Json, jsonLdGraph } from "#tests/support/json-ld.ts";
import { builtPage, builtPages, squeezed } from "./built-site.ts";

const routine = "{newPatientsSeenWithinDays";
/** The words of a page's file as written, placeholders not filled in. */
const raw = (page: string, language: (typeof languages)[number]) =>
  JSON.stringify(readContentFile(wordsFilePath(`page/${page}`, language)).data);

describe.each(languages)("the %s page for referring physicians", (language) => {
  const { document, html } = builtPage(
    languagePath(language, toolPages["referring-physicians"].path),
  );
  const main = within(document.querySelector("main") as HTMLElement);
  const words = contentIn(language);
  const { waits, how, back } = words.referringPhysiciansPage;
  const shown = (text: string) =>
    main.getByText(squeezed(text), { exact: true, normalizer: squeezed });

  it("gives the same routine wait as the home page, both from the fact", () => {
    expect(raw("referring-physicians", language)).toContain(routine);
    expect(raw("home", language)).toContain(routine);
    const days = String(practice().care.newPatientsSeenWithinDays);
    const at = readContentFile(wordsFilePath("page/referring-physicians", "en")).data as Json;
    const index = at.referringPhysiciansPage.waits.ways.findIndex((way: Json) =>
      String(way.detail).includes(routine),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const line = shown(waits.ways[index]?.detail ?? "");
    expect(line.textContent).toContain(days);
    const home = within(builtPage(languagePath(language, "/")).document.body);
    const homeLine = home.getByText(squeezed(words.hero.availability), {
      exact: true,
      normalizer: squeezed,
    });
    expect(homeLine.textContent).toContain(days);
  });

  it("states the urgent wait, the consult letter and every way to send, from the facts", () => {
    const { care, referrals } = practice();
    const body = squeezed(document.querySelector("main")?.textContent);
    expect(body).toContain(`${care.urgentReferralSeenWithinDays}`);
    expect(body).toContain(`${care.consultLetterWithinDays}`);
    for (const value of Object.values(referrals)) expect(body).toContain(value);
    for (const way of [...waits.ways, ...how.ways]) shown(way.detail);
    for (const paragraph of back.paragraphs) shown(paragraph);
  });

  it("is a page for clinicians about the practice, in its structured data", () => {
    const graph = jsonLdGraph(html);
    const page = graph.find((node: Json) => node["@type"] === "MedicalWebPage");
    expect(page.audience).toEqual({ "@type": "MedicalAudience", audienceType: "Clinician" });
    const clinic = graph.find((node: Json) => node["@type"] === "MedicalClinic");
    expect(clinic.name).toBe(practice().name);
    expect(page.about["@id"]).toBe(clinic["@id"]);
  });
});

describe("every footer", () => {
  it("links each page outside the main navigation, by its label", () => {
    for (const { page, document } of builtPages()) {
      const footer = within(document.querySelector("footer") as HTMLElement);
      const { toolLinks } = contentIn(page.language);
      expect(toolLinks.map((link) => link.to)).toContain(
        languagePath(page.language, toolPages["referring-physicians"].path),
      );
      for (const link of toolLinks) {
        expect(footer.getByRole("link", { name: link.label }).getAttribute("href"), page.path).toBe(
          link.to,
        );
      }
    }
  });
});
