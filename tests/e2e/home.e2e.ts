// The home page carries every section of spec §1, in order, in its
// prerendered HTML, and its structured data is built from the practice's facts.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careFacts, formatRange } from "../../app/content/care-facts.ts";
import { clinic, directionsHref, formattedAddress } from "../../app/content/clinic.ts";
import { conditions } from "../../app/content/conditions.ts";
import { contentIn } from "../../app/content/in-language.ts";
import { bookingPath, conditionPath } from "../../app/content/site-map.ts";
import { jsonLdGraph } from "../support/json-ld.ts";
import { baseUrl, desktop, launchBrowser, phone } from "./browser.ts";

const { careSteps, hero: heroText, physicianCard, warningSigns } = contentIn("en");

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // JavaScript off: everything below must be in the prerendered HTML.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
  page = await context.newPage();
  await page.goto(baseUrl() + "/");
});
afterAll(async () => {
  await browser.close();
});

const main = () => page.getByRole("main");

describe("home page", () => {
  it("lays out the spec's sections in order", async () => {
    const headings = await main().getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings).toEqual([
      "Conditions We Treat",
      "Advanced Treatment Options",
      "Our Approach to Your Care",
      "Warning Signs",
      "Ready to Take Control of Your Headaches?",
      "Our Network",
    ]);
  });

  it("opens with the headline, three benefits, both calls to action and the insurance note", async () => {
    expect(await main().getByRole("heading", { level: 1 }).innerText()).toBe(heroText.headline);
    expect(heroText.headline).toMatch(/Migraine and Headache/);
    const hero = main().getByRole("region", { name: heroText.headline });
    expect(heroText.benefits).toHaveLength(3);
    for (const benefit of heroText.benefits) {
      expect(await hero.getByRole("listitem").filter({ hasText: benefit }).count()).toBe(1);
    }
    expect(await hero.getByRole("link", { name: "Book Consultation" }).getAttribute("href")).toBe(
      bookingPath,
    );
    expect(await hero.getByRole("link", { name: /^Call / }).getAttribute("href")).toBe(
      `tel:${clinic.phone.e164}`,
    );
    // The insurance note leads to the plans it means.
    const note = hero.getByRole("link", { name: /Medicare and Medicaid/ });
    expect(await note.count()).toBe(1);
    expect(await note.getAttribute("href")).toBe("/patients#insurance");
    // The address, one tap from directions.
    const address = hero.getByRole("link", { name: formattedAddress });
    expect(await address.getAttribute("href")).toBe(directionsHref);
  });

  it("links a card to every condition's page, in the content's order", async () => {
    const section = main().getByRole("region", { name: "Conditions We Treat" });
    const hrefs = await section
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(conditions.map((condition) => conditionPath(condition.slug)));
  });

  it("lists four treatments, those flagged featured first, with no label that sells them", async () => {
    const section = main().getByRole("region", { name: "Advanced Treatment Options" });
    const rows = section.getByRole("listitem");
    expect(await rows.count()).toBe(4);
    const names = await rows.getByRole("link").allInnerTexts();
    expect(names.slice(0, 2)).toEqual(["Botox for Chronic Migraine", "CGRP Therapy"]);
    expect(await section.innerText()).not.toMatch(/Featured|Recommended/i);
  });

  it("numbers the four care steps with the practice's visit lengths", async () => {
    const section = main().getByRole("region", { name: "Our Approach to Your Care" });
    const steps = section.getByRole("listitem");
    const texts = await steps.allInnerTexts();
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain(`${formatRange(careFacts.firstVisitMinutes)} minute`);
    expect(texts[3]).toContain(`every ${formatRange(careFacts.followUpEveryWeeks)} weeks`);
  });

  it("lists the five emergency signs under 911, same-day signs under a call to a doctor, and the crisis line apart", async () => {
    const section = main().getByRole("region", { name: "Warning Signs" });
    const emergency = section.getByRole("group", { name: "Call 911 now" });
    const signs = await emergency.getByRole("listitem").allInnerTexts();
    for (const sign of [
      /thunderclap/i,
      /fever and a stiff neck/i,
      /head injury, with confusion or loss of consciousness/i,
      /vision loss or slurred speech/i,
      /worst headache of your life/i,
    ]) {
      expect(signs.slice(0, 5).join("\n")).toMatch(sign);
    }
    expect(signs).toEqual([...warningSigns.emergency.signs]);
    expect(await emergency.innerText()).toMatch(/Call 911 or go to the nearest emergency room/);
    expect(await emergency.getByRole("link", { name: "911" }).getAttribute("href")).toBe("tel:911");
    expect(await emergency.innerText()).not.toMatch(/988/);

    const sameDay = section.getByRole("group", { name: "Call us or your doctor today" });
    expect(await sameDay.getByRole("listitem").allInnerTexts()).toEqual([
      ...warningSigns.sameDay.signs,
    ]);
    expect(await sameDay.getByRole("link", { name: clinic.phone.display }).count()).toBe(1);

    const crisis = section.getByRole("group", { name: warningSigns.crisis.heading });
    expect(await crisis.getByRole("link", { name: "988" }).getAttribute("href")).toBe("tel:988");
  });

  it("gives the spec's care steps plain subtitles", async () => {
    const steps = main().getByRole("region", { name: "Our Approach to Your Care" });
    for (const { subtitle } of careSteps) {
      if (!subtitle) continue;
      expect(await steps.getByText(subtitle, { exact: true }).count()).toBe(1);
    }
  });

  it("closes with new patients, insurance and telehealth, then the sister sites", async () => {
    const cta = main().getByRole("region", { name: "Ready to Take Control of Your Headaches?" });
    expect(await cta.getByRole("listitem").allInnerTexts()).toEqual([
      "New patients welcome",
      "Most insurance accepted",
      "Telehealth for established patients",
    ]);
    const network = main().getByRole("region", { name: "Our Network" });
    for (const link of await network.getByRole("link").all()) {
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(await network.getByRole("link").count()).toBeGreaterThanOrEqual(4);
  });

  it("embeds the practice's structured data, built from the practice's facts", async () => {
    const graph = jsonLdGraph(await page.content());
    const data = graph.find((node) => node["@type"] === "MedicalClinic");
    expect(data.name).toBe(clinic.name);
    expect(data.telephone).toBe(clinic.phone.e164);
    expect(data.address.streetAddress).toBe(clinic.address.street);
    expect(data.address.postalCode).toBe(clinic.address.postalCode);
    expect(data.geo.latitude).toBe(clinic.geo.latitude);
    expect(data.availableService).toHaveLength(contentIn("en").treatments.length);
    expect(data.knowsAbout).toHaveLength(contentIn("en").conditions.length);
    expect(data.sameAs.length).toBeGreaterThanOrEqual(4);
    expect(data.medicalSpecialty).toBe(clinic.medicalSpecialty);
    expect(data.areaServed.length).toBeGreaterThan(0);
    expect(data.openingHoursSpecification[0].opens).toBe("09:00");
    const physician = graph.find((node) => node["@type"] === "Physician");
    expect(physician.name).toBe(clinic.physician.name);
  });

  it("states in the footer that the site is educational, not medical advice", async () => {
    const footer = page.getByRole("contentinfo");
    expect(await footer.innerText()).toMatch(/educational purposes only and is not medical advice/);
    expect(await footer.getByRole("link", { name: clinic.phone.display }).count()).toBe(1);
    expect(await footer.getByRole("link", { name: clinic.email }).count()).toBe(1);
    for (const row of clinic.hours) expect(await footer.innerText()).toContain(row.days);
  });
});

// Beside the headline on a wide screen the card says who the physician is and
// how they are certified; on a phone, where it comes between the hero and the
// conditions, it keeps to who, with the link to the rest.
describe("the physician card", () => {
  /** Whether each part of the card is shown on this page. */
  async function partsShown(on: Page) {
    const card = on.getByRole("group", { name: physicianCard.label });
    const shown = (text: string) => card.getByText(text, { exact: true }).isVisible();
    return {
      name: await shown(clinic.physician.name),
      title: await shown(clinic.physician.title),
      link: await card.getByRole("link", { name: physicianCard.link.label }).isVisible(),
      certifications: await Promise.all(clinic.physician.certifications.map(shown)),
      approach: await shown(physicianCard.approach),
      height: (await card.boundingBox())?.height ?? 0,
    };
  }
  const everyCertification = (shown: boolean) => clinic.physician.certifications.map(() => shown);

  it("shows the name, title, certifications, approach and link on a desktop", async () => {
    expect(await partsShown(page)).toMatchObject({
      name: true,
      title: true,
      link: true,
      certifications: everyCertification(true),
      approach: true,
    });
  });

  it("keeps to the name, title and link on a phone, in under a third of the screen", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    try {
      const onPhone = await context.newPage();
      await onPhone.goto(baseUrl() + "/");
      const parts = await partsShown(onPhone);
      expect(parts).toMatchObject({
        name: true,
        title: true,
        link: true,
        certifications: everyCertification(false),
        approach: false,
      });
      expect(parts.height).toBeGreaterThan(0);
      expect(parts.height).toBeLessThan(phone.height / 3);
    } finally {
      await context.close();
    }
  });
});
