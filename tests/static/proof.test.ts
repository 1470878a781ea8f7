// The proof a patient can check about the physician (her licence, each board's
// and each hospital's page, her years in practice) is on no built page, in no
// language and in no structured data while its fact is a placeholder (an open
// mark in content/practice/en/facts.yaml); once confirmed, About shows it.
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { isPlaceholder, practice } from "#app/content-loader/practice.ts";
import { languagePath } from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { builtPage, builtPages, squeezed } from "./built-site.ts";

const { physician } = practice();
/** Each proof by the field its mark is on, and the addresses it links to. */
const links = [
  { field: "physician.licence", urls: [physician.licence.verifyUrl] },
  ...physician.certifications.map(({ verifyUrl }, index) => ({
    field: `physician.certifications.${index}.verifyUrl`,
    urls: [verifyUrl],
  })),
  ...physician.hospitalAffiliations.map(({ url }, index) => ({
    field: `physician.hospitalAffiliations.${index}.url`,
    urls: [url],
  })),
];

describe("the proof a patient can check", () => {
  const pages = builtPages();

  it.each(links)("$field: linked only once confirmed", ({ field, urls }) => {
    expect(pages.length).toBeGreaterThan(0);
    for (const url of urls) {
      const linking = pages.filter(
        ({ document, html }) =>
          document.querySelector(`a[href="${url}"]`) || html.includes(JSON.stringify(url)),
      );
      if (isPlaceholder(field)) expect(linking.map(({ page }) => page.path)).toEqual([]);
      else {
        for (const language of languages) {
          const about = builtPage(languagePath(language, "/about")).document;
          expect(about.querySelector(`#physician a[href="${url}"]`), language).not.toBeNull();
        }
      }
    }
  });

  it.each(languages)("years in practice, in %s: shown only once confirmed", (language) => {
    const line = squeezed(contentIn(language).interfaceText.proof.yearsInPractice);
    const showing = pages.filter(
      ({ page, document }) =>
        page.language === language && squeezed(document.body.textContent).includes(line),
    );
    expect(line).not.toBe("");
    if (isPlaceholder("physician.practisingSince")) expect(showing).toEqual([]);
    else expect(showing.map(({ page }) => page.key)).toContain("about");
  });
});
