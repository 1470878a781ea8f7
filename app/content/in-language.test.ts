// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clinic } from "./clinic.ts";
import { contentIn } from "./in-language.ts";
import { officeHoursIn } from "./office-hours.ts";

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
    for (const language of ["ru", "es", "zh"] as const) {
      const translated = links(contentIn(language)).filter((to) => to.startsWith("/"));
      expect(translated.length).toBe(english.filter((to) => to.startsWith("/")).length);
      for (const to of translated) expect(to).toMatch(new RegExp(`^/${language}(/|#|$)`));
    }
    expect(contentIn("ru").mainNav[0]).toEqual({ to: "/ru", label: "Главная" });
    expect(contentIn("en").mainNav[0]).toEqual({ to: "/", label: "Home" });
  });

  it("lays the language's words over the practice's facts and keeps the facts themselves", () => {
    const ru = contentIn("ru").clinic;
    expect(ru.insurance.summary).not.toBe(clinic.insurance.summary);
    expect(ru.phone).toEqual(clinic.phone);
    expect(ru.insurance.plans).toEqual(clinic.insurance.plans);
    // A translation that gives only some fields of a list item keeps the rest.
    const es = contentIn("es").clinic;
    expect(es.hours[0]?.days).not.toBe(clinic.hours[0]?.days);
    expect(es.hours[0]?.dayOfWeek).toEqual(clinic.hours[0]?.dayOfWeek);
    expect(es.hours[0]).toMatchObject({ opens: "09:00", closes: "17:00" });
    expect(contentIn("zh").officeContact.hours).toEqual(contentIn("zh").clinic.hours);
  });
});

describe("the office hours in each language", () => {
  it("keeps the spec's English and writes the others from the data with Intl", () => {
    expect(officeHoursIn("en")[0]).toMatchObject({ days: "Monday–Friday", hours: "9am–5pm" });
    expect(contentIn("ru").clinic.hours.map(({ days, hours }) => [days, hours])).toEqual([
      ["Понедельник – пятница", "09:00–17:00"],
      ["Суббота", "По записи"],
      ["Воскресенье", "Закрыто"],
    ]);
    // A range of days as each language writes it (content/practice/<language>.yaml, hoursDayRange).
    expect(contentIn("es").clinic.hours[0]?.days).toBe("De lunes a viernes");
    expect(contentIn("zh").clinic.hours[0]?.days).toBe("星期一至星期五");
    // Spanish as written in the United States: 12-hour times.
    expect(contentIn("es").clinic.hours[0]?.hours.replace(/\s/gu, " ")).toBe(
      "9:00 a.m. – 5:00 p.m.",
    );
    expect(contentIn("zh").clinic.hours[2]).toMatchObject({ days: "星期日", hours: "休诊" });
    // The data stays the schema.org facts of content/practice/en.yaml.
    expect(contentIn("zh").clinic.hours[0]).toMatchObject({
      dayOfWeek: clinic.hours[0]?.dayOfWeek,
      opens: "09:00",
      closes: "17:00",
    });
  });
});
