// What /about states in its HTML, in every language, read from build/client:
// it opens with the physician (#physician, where the home page's card leads):
// her portrait, name and credentials, then her own words and the languages she
// speaks; the practice's values come after. And the other practices and
// services the practice works with are listed once on each page that shows
// them. Every word is read from the content.
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { givenIn } from "#app/content-loader/in-language.ts";
import { languagePath, toolPages } from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { builtPage, follows, squeezed } from "./built-site.ts";

describe.each(languages)("the %s about page", (language) => {
  const { document } = builtPage(languagePath(language, "/about"));
  const mainElement = document.querySelector("main") as HTMLElement;
  const main = within(mainElement);
  const words = contentIn(language);
  const page = words.aboutPage;
  const { physician } = givenIn(language).facts;

  it("opens with the physician, then the practice's approach, what it offers and the others it works with", () => {
    expect(main.getAllByRole("heading", { level: 2 }).map((h) => squeezed(h.textContent))).toEqual(
      [
        page.physician.heading,
        page.approach.heading,
        page.offers.heading,
        page.network.heading,
        page.callToAction.heading,
      ].map(squeezed),
    );
  });

  it("links the page for referring physicians beside her training and hospitals", () => {
    const section = within(document.getElementById("physician") as HTMLElement);
    const link = section.getByRole("link", {
      name: squeezed(words.toolPageLabels["referring-physicians"]),
    });
    expect(link.getAttribute("href")).toBe(
      languagePath(language, toolPages["referring-physicians"].path),
    );
  });

  it("shows her portrait, name and credentials, then her own words and the languages she speaks", () => {
    const sectionElement = document.getElementById("physician") as HTMLElement;
    expect(sectionElement.tagName).toBe("SECTION");
    const section = within(sectionElement);
    expect(sectionElement.getAttribute("aria-labelledby")).toBe(
      section.getByRole("heading", { level: 2, name: squeezed(page.physician.heading) }).id,
    );
    const portrait = sectionElement.querySelector("img") as HTMLElement;
    const name = section.getByRole("heading", { level: 3, name: squeezed(physician.name) });
    const certifications = physician.certifications.map(({ text }) =>
      section.getByText(squeezed(text), { exact: true }),
    );
    expect(certifications.length).toBeGreaterThan(0);
    const quote = sectionElement.querySelector("blockquote") as HTMLElement;
    expect([...quote.querySelectorAll("p")].map((p) => squeezed(p.textContent))).toEqual(
      [physician.whyHeadacheMedicine, physician.approach].map(squeezed),
    );
    const { physicianLanguages } = words.interfaceText;
    const languagesLine = section.getByText(squeezed(physicianLanguages), { exact: true });
    expect(physicianLanguages).not.toMatch(/[{}]/);
    const inOrder = [portrait, name, ...certifications, quote, languagesLine];
    inOrder.slice(1).forEach((element, index) => {
      expect(follows(inOrder[index] as Node, element)).toBe(true);
    });
  });
});

describe.each(languages)("the other practices and services, in %s", (language) => {
  const { practice } = contentIn(language);
  it.each(["/", "/about", "/locations"])("are each linked at most once on %s", (path) => {
    const { document } = builtPage(languagePath(language, path));
    const main = document.querySelector("main") as HTMLElement;
    const listed = practice.partners.map(
      (site) => main.querySelectorAll(`a[href="${site.url}"]`).length,
    );
    expect(Math.max(...listed)).toBe(1);
  });
});
