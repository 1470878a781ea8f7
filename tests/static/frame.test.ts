// What every page's frame states in its HTML, in every language, read from
// build/client: the call or book bar (every page, 404 included), the menu's
// "Insurance" leading to the plan list, the drawn wordmark named by the
// practice's name, and, near the phone number, the languages it is answered
// in, in the page's language. Words and facts are read from the content.
import { practice } from "#app/content-loader/practice.ts";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { bookingPath, languagePath, mainPages } from "#app/content-loader/site-map.ts";
import { type Language, languageTags, translations } from "#app/content-loader/translated.ts";
import { format } from "#app/contact/format.ts";
import { notFoundKey } from "#app/page-list/page-list.ts";
import { wordmark } from "#app/design/wordmark.ts";
import { builtPages } from "./built-site.ts";

const words = (language: Language) => contentIn(language).interfaceText;
const staff: readonly string[] = practice().policies.languageTags;

/** What stands near the phone number on a page in `language`, each line in its own language. */
function expectedSpokenHere(language: Language): { tag: string; text: string }[] {
  if (!staff.includes(language)) {
    return [{ tag: languageTags[language], text: words(language).phoneLanguages.interpreterShort }];
  }
  const shown = language === "en" ? translations : [language];
  return shown
    .filter((other) => staff.includes(other))
    .map((other) => ({ tag: languageTags[other], text: words(other).phoneLanguages.weSpeak }));
}

describe.each(builtPages().map((built) => [built.page.path, built] as const))(
  "%s",
  (_, { page, document }) => {
    const { language } = page;
    const body = within(document.body);

    it("has the call or book bar: the office phone and the booking page", () => {
      const bar = within(body.getByRole("navigation", { name: words(language).sideColumn.bar }));
      expect(
        bar
          .getByRole("link", {
            name: format(words(language).call, { phone: practice().phone.display }, language),
          })
          .getAttribute("href"),
      ).toBe(`tel:${practice().phone.e164}`);
      const book = bar.getByRole("link", { name: words(language).bookConsultation });
      expect(book.getAttribute("href")).toBe(languagePath(language, bookingPath));
      expect(document.querySelectorAll("[data-call-book-bar]")).toHaveLength(1);
    });

    it("offers Insurance in the menu, leading to the plan list on the patients page", () => {
      const plans = `${languagePath(language, mainPages.patients.path)}#insurance`;
      for (const menu of body.getAllByRole("navigation", {
        name: words(language).header.mainNavigation,
      })) {
        const links = within(menu).getAllByRole("link");
        const insurance = within(menu).getByRole("link", {
          name: words(language).header.insurance,
        });
        expect(insurance.getAttribute("href")).toBe(plans);
        expect(insurance.getAttribute("aria-current")).toBeNull();
        // Right after the patients page it is part of.
        const patients = links.findIndex(
          (link) => link.getAttribute("href") === languagePath(language, mainPages.patients.path),
        );
        expect(links[patients + 1]).toBe(insurance);
      }
    });

    it("names the home link by the practice's name, beside the drawn wordmark", () => {
      const header = within(document.querySelector("header") as HTMLElement);
      const home = header.getByRole("link", { name: practice().name });
      const drawings = [...home.querySelectorAll("svg")];
      expect(drawings.map((svg) => svg.getAttribute("aria-hidden"))).toEqual(["true", "true"]);
      expect(drawings[1]?.querySelector("path")?.getAttribute("d")).toBe(wordmark.d);
    });

    if (page.key === notFoundKey || page.key === "home") {
      it("says near the phone number which languages it is answered in, in the page's language", () => {
        // On home, beside the hero's Call, on the first screen; on the 404 page, under its phone.
        const near =
          page.key === "home" ? document.querySelector("h1")?.closest("section") : document;
        const lines = [...(near?.querySelectorAll("main p [lang], section p [lang]") ?? [])]
          .map((element) => ({
            tag: element.getAttribute("lang") ?? "",
            text: element.textContent ?? "",
          }))
          .filter((line) =>
            expectedSpokenHere(language).some((expected) => expected.text === line.text),
          );
        expect(lines).toEqual(expectedSpokenHere(language));
      });
    }
  },
);
