// What the home page states in its HTML, in every language, read from
// build/client: the spec's sections (§1) in order, the hero's headline,
// benefits and calls, a card for each condition, the home page's treatments
// with the featured ones first, the care steps, the warning signs by level,
// the closing points and the sister sites, and the practice's structured
// data. And on every page, the footer: the disclaimer, the phone, the e-mail
// and the office hours. Every fact is read from the content.
import { formatRange, practice } from "#app/content-loader/practice.ts";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { bySlug, contentIn } from "#app/content-loader/in-language.ts";
import { givenIn } from "#app/content-loader/in-language.ts";
import {
  bookingPath,
  conditionPath,
  languagePath,
  mainPages,
} from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { type Json, jsonLdGraph } from "#tests/support/json-ld.ts";
import { builtPage, builtPages, follows, squeezed } from "./built-site.ts";

const homes = languages.map(
  (language) => [language, builtPage(languagePath(language, "/"))] as const,
);

const texts = (elements: HTMLElement[]) =>
  elements.map((element) => element.textContent?.replace(/[ \t\r\n]+/g, " ").trim());

describe.each(homes)("the %s home page", (language, { document, html }) => {
  const words = contentIn(language);
  const main = within(document.querySelector("main") as HTMLElement);
  const region = (name: string) => within(main.getByRole("region", { name }));
  const { homePage } = words.interfaceText;

  it("lays out the spec's sections in order", () => {
    expect(texts(main.getAllByRole("heading", { level: 2 }))).toEqual([
      homePage.conditions,
      homePage.treatments,
      homePage.approach,
      homePage.warningSigns,
      words.closingCallToAction.heading,
      homePage.network,
    ]);
  });

  it("opens with the headline, each benefit once, and both calls to action", () => {
    expect(main.getByRole("heading", { level: 1 }).textContent).toBe(words.hero.headline);
    const hero = region(words.hero.headline);
    expect(words.hero.benefits.length).toBeGreaterThan(0);
    for (const benefit of words.hero.benefits) {
      expect(
        hero.getAllByRole("listitem").filter((item) => item.textContent === benefit),
      ).toHaveLength(1);
    }
    const book = hero.getByRole("link", { name: words.interfaceText.bookConsultation });
    expect(book.getAttribute("href")).toBe(languagePath(language, bookingPath));
    const calls = hero
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href") === `tel:${practice().phone.e164}`);
    expect(calls).toHaveLength(1);
  });

  it("links a card to every condition's page, in the content's order", () => {
    const hrefs = region(homePage.conditions)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(
      words.conditions.map((condition) => languagePath(language, conditionPath(condition.slug))),
    );
  });

  it("lists the home page's treatments, those flagged featured first", () => {
    const section = region(homePage.treatments);
    const listed = words.homeTreatmentSlugs.map((slug) => bySlug(words.treatments, slug));
    const featured = listed.filter((entry) => entry?.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(section.getAllByRole("listitem")).toHaveLength(listed.length);
    expect(texts(section.getAllByRole("link"))).toEqual(
      [...featured, ...listed.filter((entry) => !entry?.featured)].map((entry) => entry?.title),
    );
  });

  it("flags Botox and CGRP with the spec's quiet Featured label, and no other treatment", () => {
    const section = region(homePage.treatments);
    const flagged = section
      .getAllByRole("listitem")
      .filter((item) =>
        within(item).queryByText(squeezed(words.featuredLabel), { exact: true, ignore: "a, a *" }),
      )
      .map((item) => within(item).getByRole("link").getAttribute("href"));
    const featured = words.treatments.filter((entry) => entry.featured).map((entry) => entry.slug);
    expect(featured.toSorted()).toEqual(["botox", "cgrp"]);
    expect(flagged).toEqual(featured.map((slug) => languagePath(language, `/treatments/${slug}`)));
    // The label stays out of the link, whose name is the treatment's alone.
    for (const link of section.getAllByRole("link")) {
      expect(link.textContent).not.toContain(words.featuredLabel);
    }
  });

  it("says how soon a new patient is seen, right under Book and Call", () => {
    const hero = region(words.hero.headline);
    const line = hero.getByText(squeezed(words.hero.availability), { exact: true });
    expect(line.textContent).toContain(String(practice().care.newPatientsSeenWithinDays));
    const call = hero
      .getAllByRole("link")
      .find((link) => link.getAttribute("href") === `tel:${practice().phone.e164}`);
    expect(follows(call, line)).toBe(true);
  });

  it("puts the physician's card after the buttons, with the languages she speaks and a link to her section of About", () => {
    const hero = region(words.hero.headline);
    const card = within(hero.getByRole("group", { name: words.physicianCard.label }));
    const { physician } = givenIn(language).facts;
    expect(card.getByText(squeezed(physician.name), { exact: true })).toBeTruthy();
    const languagesLine = card.getByText(squeezed(words.interfaceText.physicianLanguages), {
      exact: true,
    });
    expect(words.interfaceText.physicianLanguages).not.toMatch(/[{}]/);
    expect(languagesLine).toBeTruthy();
    const link = card.getByRole("link", { name: words.physicianCard.link.label });
    expect(link.getAttribute("href")).toBe(languagePath(language, "/about#physician"));
    const about = builtPage(languagePath(language, "/about")).document;
    expect(about.getElementById("physician")?.textContent).toContain(physician.name);
    const book = hero.getByRole("link", { name: words.interfaceText.bookConsultation });
    expect(follows(book, languagesLine)).toBe(true);
  });

  it("numbers the care steps, each with its title, description and subtitle", () => {
    const steps = region(homePage.approach).getAllByRole("listitem");
    expect(steps).toHaveLength(words.careSteps.length);
    words.careSteps.forEach((step, index) => {
      const text = steps[index]?.textContent ?? "";
      for (const part of [step.title, step.description, step.subtitle ?? ""]) {
        expect(text).toContain(part);
      }
    });
  });

  it("lists the emergency signs under 911, the same-day signs under a call to a doctor, and the crisis line apart", () => {
    const section = region(homePage.warningSigns);
    const { emergency, sameDay, crisis } = words.warningSigns;
    const emergencyGroup = within(section.getByRole("group", { name: emergency.heading }));
    expect(texts(emergencyGroup.getAllByRole("listitem"))).toEqual(emergency.signs);
    expect(emergencyGroup.getByRole("link", { name: "911" }).getAttribute("href")).toBe("tel:911");
    expect(section.getByRole("group", { name: emergency.heading }).textContent).not.toMatch(/988/);
    const sameDayGroup = within(section.getByRole("group", { name: sameDay.heading }));
    expect(texts(sameDayGroup.getAllByRole("listitem"))).toEqual(sameDay.signs);
    expect(
      sameDayGroup.getByRole("link", { name: practice().phone.display }).getAttribute("href"),
    ).toBe(`tel:${practice().phone.e164}`);
    const crisisGroup = within(section.getByRole("group", { name: crisis.heading }));
    // The crisis line's number, in view.
    const crisisLinks = crisisGroup.getAllByRole("link", { name: "988" });
    expect(crisisLinks.map((link) => link.getAttribute("href"))).toEqual(
      crisisLinks.map(() => "tel:988"),
    );
  });

  it("closes with the call to action's points, then each sister site, opened safely", () => {
    const points = region(words.closingCallToAction.heading).getAllByRole("listitem");
    expect(texts(points)).toEqual(words.closingCallToAction.points);
    const links = region(homePage.network).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      words.sisterSites.map((site) => site.url),
    );
    for (const link of links) expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("links the closing insurance badge to the plan list it rests on", () => {
    const { badge } = words.practice.insurance;
    expect(words.closingCallToAction.points).toContain(badge);
    const link = region(words.closingCallToAction.heading).getByRole("link", { name: badge });
    expect(link.getAttribute("href")).toBe(
      languagePath(language, `${mainPages.patients.path}#insurance`),
    );
  });

  it("embeds the practice's structured data, built from the practice's facts", () => {
    const graph = jsonLdGraph(html);
    const data = graph.find((node: Json) => node["@type"] === "MedicalClinic");
    expect(data.name).toBe(practice().name);
    expect(data.telephone).toBe(practice().phone.e164);
    expect(data.address.streetAddress).toBe(practice().address.street);
    expect(data.address.postalCode).toBe(practice().address.postalCode);
    expect(data.geo.latitude).toBe(practice().geo.latitude);
    expect(data.availableService).toHaveLength(words.treatments.length);
    expect(data.knowsAbout).toHaveLength(words.conditions.length);
    // The partner practices are separate practices: none is named as this practice (sameAs).
    const partners = new Set(words.sisterSites.map((site) => site.url));
    expect(partners.size).toBeGreaterThan(0);
    expect([data.sameAs ?? []].flat().filter((url: string) => partners.has(url))).toEqual([]);
    expect(data.medicalSpecialty).toBe(practice().medicalSpecialty);
    expect(data.isAcceptingNewPatients).toBe(practice().newPatients.accepting);
    expect(data.areaServed.map((city: Json) => city.name)).toEqual(practice().areaServed);
    const open = practice().hours.filter((day) => day.opens && day.closes);
    expect(open.length).toBeGreaterThan(0);
    expect(data.openingHoursSpecification.map((day: Json) => [day.opens, day.closes])).toEqual(
      open.map((day) => [day.opens, day.closes]),
    );
    const physician = graph.find((node: Json) => node["@type"] === "IndividualPhysician");
    expect(physician.name).toBe(practice().physician.name);
  });
});

describe("the English home page", () => {
  const { document } = builtPage("/");
  const main = within(document.querySelector("main") as HTMLElement);
  const { homePage } = contentIn("en").interfaceText;

  it("gives the visit lengths of the practice's care facts", () => {
    const steps = within(main.getByRole("region", { name: homePage.approach })).getAllByRole(
      "listitem",
    );
    expect(steps[0]?.textContent).toContain(
      `${formatRange(practice().care.firstVisitMinutes)} minute`,
    );
    expect(steps.at(-1)?.textContent).toContain(
      `every ${formatRange(practice().care.followUpEveryWeeks)} weeks`,
    );
  });

  it("puts no label that sells a treatment: the spec's Featured flag only, never Recommended", () => {
    const section = main.getByRole("region", { name: homePage.treatments });
    const { featuredLabel } = contentIn("en");
    expect(section.textContent).not.toMatch(/Recommended|Best|Top\b|Popular/i);
    const labels = section.textContent?.match(/Featured/g) ?? [];
    expect(featuredLabel).toBe("Featured");
    expect(labels).toHaveLength(2);
  });

  it("names the spec's five emergency signs first, under a call to 911 or the emergency room", () => {
    const { emergency } = contentIn("en").warningSigns;
    const group = within(main.getByRole("region", { name: homePage.warningSigns })).getByRole(
      "group",
      { name: emergency.heading },
    );
    // The spec's five, grouped with the stroke signs into the list's first lines.
    const spec = [
      /thunderclap/i,
      /fever[^\n]*stiff neck/i,
      /head injury[^\n]*confusion or (loss of consciousness|passing out)/i,
      /vision loss[^\n]*slurred speech/i,
      /worst[^\n]*of your life/i,
    ];
    const first = texts(within(group).getAllByRole("listitem")).slice(0, 4).join("\n");
    for (const sign of spec) expect(first).toMatch(sign);
    expect(group.textContent).toMatch(/Call 911 or go to an (emergency room|ER)/);
  });
});

describe("the footer of every page", () => {
  it.each(builtPages().map((built) => [built.page.path, built] as const))(
    "%s says the site is educational, not medical advice, and gives the phone, the e-mail and the hours",
    (_, { page, document }) => {
      const words = contentIn(page.language);
      const footer = document.querySelector("footer");
      const text = footer?.textContent?.replace(/[ \t\r\n]+/g, " ") ?? "";
      expect(text).toContain(words.footerDisclaimer);
      const hrefs = [...(footer?.querySelectorAll("a") ?? [])].map((link) => [
        link.textContent?.trim(),
        link.getAttribute("href"),
      ]);
      expect(hrefs).toContainEqual([practice().phone.display, `tel:${practice().phone.e164}`]);
      expect(hrefs).toContainEqual([practice().email, `mailto:${practice().email}`]);
      for (const row of words.practice.hours) {
        for (const part of [row.days, row.hours])
          expect(text).toContain(part.replace(/[ \t\r\n]+/g, " "));
      }
    },
  );
});
