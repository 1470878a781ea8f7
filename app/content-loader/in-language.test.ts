// @vitest-environment node
import { cpSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type HoursRow, officeHoursIn, practice } from "./practice.ts";
import { describe, expect, it, vi } from "vitest";
import { contentFileNames, readContentFile } from "./files.ts";
import { collectionsIn, contentIn } from "./in-language.ts";
import { type Language, languages, translations } from "./translated.ts";

describe("the site's words in one language", () => {
  it("points every link between pages at the page in the same language", () => {
    const links = (value: unknown): string[] => {
      if (Array.isArray(value)) return value.flatMap(links);
      if (value && typeof value === "object") {
        return Object.entries(value).flatMap(([key, item]) =>
          key === "to" && typeof item === "string" ? [item] : links(item),
        );
      }
      return [];
    };
    const english = links(contentIn("en"));
    expect(english.length).toBeGreaterThan(5);
    for (const language of translations) {
      const translated = links(contentIn(language)).filter((to) => to.startsWith("/"));
      expect(translated.length).toBe(english.filter((to) => to.startsWith("/")).length);
      for (const to of translated) expect(to).toMatch(new RegExp(`^/${language}(/|#|$)`));
    }
    expect(contentIn("ru").mainNav[0]).toEqual({ to: "/ru", label: "Главная" });
    expect(contentIn("en").mainNav[0]).toEqual({ to: "/", label: "Home" });
  });

  it("lays the language's words over the practice's facts and keeps the facts themselves", () => {
    const ru = contentIn("ru").practice;
    expect(ru.insurance.summary).not.toBe(practice().insurance.summary);
    expect(ru.phone).toEqual(practice().phone);
    expect(ru.insurance.plans).toEqual(practice().insurance.plans);
    // The hours are facts: every language writes the same rows.
    const es = contentIn("es").practice;
    expect(es.hours.map((row) => row.dayOfWeek)).toEqual(
      practice().hours.map((row) => row.dayOfWeek),
    );
    expect(contentIn("zh").officeContact.hours).toEqual(contentIn("zh").practice.hours);
  });
  it("names a translated page with no English page and an English page not translated", () => {
    const folder = mkdtempSync(join(tmpdir(), "in-language-"));
    cpSync("content", folder, { recursive: true });
    const english = contentFileNames("conditions/en");
    const [first = "", second = ""] = english;
    // The first page's translation under a name the English does not have.
    renameSync(
      join(folder, "conditions", "ru", `${first}.yaml`),
      join(folder, "conditions", "ru", `${first}-x.yaml`),
    );
    rmSync(join(folder, "conditions", "ru", `${second}.yaml`));
    vi.stubEnv("SITE_CONTENT_DIR", folder);
    try {
      expect(() => collectionsIn("ru")).toThrow(
        [
          `content/conditions/ru/${first}-x.yaml: no English page content/conditions/en/${first}-x.yaml to translate`,
          `content/conditions/ru/${first}.yaml is missing: translate content/conditions/en/${first}.yaml`,
          `content/conditions/ru/${second}.yaml is missing: translate content/conditions/en/${second}.yaml`,
        ].join("\n"),
      );
    } finally {
      vi.unstubAllEnvs();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the office hours in each language", () => {
  // Rows as an editor writes them, Friday split off: test data, not the practice's hours.
  const rows = [
    { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "09:00", closes: "17:00" },
    { dayOfWeek: ["Friday"], opens: "09:30", closes: "15:00" },
    { dayOfWeek: ["Saturday"], byAppointment: true },
    { dayOfWeek: ["Sunday"], closed: true },
  ] as const satisfies readonly HoursRow[];
  const words = (language: Language) => contentIn(language).practice.hoursWords;
  const range = (language: Language) => contentIn(language).practice.hoursDayRange;
  const shown = (language: Language) =>
    officeHoursIn(language, words(language), range(language), rows).map(({ days, hours }) => [
      days,
      // Intl writes thin and no-break spaces around a range; the test reads them as spaces.
      hours.replace(/\s/gu, " "),
    ]);

  it("writes English as the spec does, every row from its data", () => {
    expect(shown("en")).toEqual([
      ["Monday–Thursday", "9am–5pm"],
      ["Friday", "9:30am–3pm"],
      ["Saturday", words("en").byAppointment],
      ["Sunday", words("en").closed],
    ]);
  });

  it("writes the other languages with Intl, and only the words of a day without hours from the translation", () => {
    expect(shown("ru")).toEqual([
      // The dash kept with the day before it (app/content-loader/typography.ts).
      ["Понедельник\u00A0— четверг", "09:00–17:00"],
      ["Пятница", "09:30–15:00"],
      ["Суббота", words("ru").byAppointment],
      ["Воскресенье", words("ru").closed],
    ]);
    expect(shown("es")[0]).toEqual(["De lunes a jueves", "9:00 a.m. – 5:00 p.m."]);
    expect(shown("zh").slice(0, 2)).toEqual([
      ["星期一至星期四", "09:00–17:00"],
      ["星期五", "09:30–15:00"],
    ]);
  });

  it("lists days that do not follow each other, and keeps the schema.org data", () => {
    const [row] = officeHoursIn("en", words("en"), range("en"), [
      { dayOfWeek: ["Monday", "Wednesday"], opens: "09:00", closes: "12:00" },
    ]);
    expect(row).toEqual({
      days: "Monday, Wednesday",
      hours: "9am–12pm",
      dayOfWeek: ["Monday", "Wednesday"],
      opens: "09:00",
      closes: "12:00",
    });
  });

  it("shows the practice's own rows on every page, in every language", () => {
    const { hours } = readContentFile("practice/en/facts.yaml").data as { hours: HoursRow[] };
    for (const language of languages) {
      expect(contentIn(language).practice.hours).toEqual(
        officeHoursIn(language, words(language), range(language), hours),
      );
    }
  });
});
