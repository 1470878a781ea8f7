// @vitest-environment node
// The /patients page as a patient and New York law would check it: plain words,
// the health plans and hospital affiliations Public Health Law §24 asks a
// practice to disclose, the right to an estimate, what to do after hours, and
// the practical facts people look for before a first visit.
import { languageName, practice } from "./practice.ts";
import { describe, expect, it } from "vitest";
import {
  maxGrade,
  maxSentenceWords,
  readability,
  readabilityProblems,
  sentencesOf,
  wordsOf,
} from "../../tests/support/readability.ts";
import { contentIn } from "./in-language.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { noticePages } from "./site-map.ts";

// The English words of the main pages, under the names the pages use.
const english = contentIn("en");
const about = english;
const contact = english;
const home = english;
const locations = english;
const { patientsPage, notices } = english;

// Keys whose strings are names, labels or addresses rather than running text.
const notProse = new Set(["seo", "heading", "title", "term", "label", "to", "href"]);

/** Every string under `value`, skipping the keys in `skip`. */
function stringsIn(value: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, skip));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      skip.has(key) ? [] : stringsIn(item, skip),
    );
  }
  return [];
}

/** Every link target under `value`. */
function linkTargets(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkTargets);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      key === "to" && typeof item === "string" ? [item] : linkTargets(item),
    );
  }
  return [];
}

/** The page's running text, including the checklist it borrows from the contact page. */
const prose = [...stringsIn(patientsPage, notProse), ...contact.newPatientChecklist];
const text = prose.join("\n");

describe("the patients page", () => {
  it(`reads at grade ${maxGrade} or below, with no sentence over ${maxSentenceWords} words`, () => {
    expect(readabilityProblems(prose)).toBe("");
  });

  it("names every health plan the practice takes part in", () => {
    expect(practice().insurance.plans.length).toBeGreaterThan(0);
    for (const plan of practice().insurance.plans) expect(text).toContain(plan);
  });

  it("names the physician's hospital affiliations", () => {
    expect(practice().physician.hospitalAffiliations.length).toBeGreaterThan(0);
    for (const { name } of practice().physician.hospitalAffiliations) expect(text).toContain(name);
  });

  it("tells out-of-network patients they can ask for a cost estimate before care", () => {
    expect(text).toContain(practice().insurance.outOfNetwork);
    expect(practice().insurance.outOfNetwork).toMatch(/not in your plan's network/);
    expect(practice().insurance.outOfNetwork).toMatch(/estimate/);
  });

  it("says what to do after hours, with 911 for emergencies", () => {
    for (const step of practice().afterHours.steps) expect(text).toContain(step);
    expect(text).toContain(practice().afterHours.emergency);
    expect(practice().afterHours.emergency).toMatch(/911/);
  });

  it("gives the ages seen, languages spoken, and the cancellation and refill policies", () => {
    expect(text).toContain(practice().policies.ages);
    for (const tag of practice().policies.languageTags) {
      expect(text).toContain(languageName(tag, "en"));
    }
    expect(text).toContain(practice().policies.cancellation);
    for (const sentence of practice().policies.refills) expect(text).toContain(sentence);
    expect(text).toContain(practice().policies.parking);
  });

  it("links to the Good Faith Estimate notice", () => {
    expect(linkTargets(patientsPage)).toContain(noticePages.goodFaithEstimate.path);
  });
});

describe("the Good Faith Estimate notice", () => {
  const notice = notices.goodFaithEstimate;
  const noticeText = stringsIn(notice).join("\n");

  it("has its own page and a link in every footer", () => {
    const paths = sitePages().map((page) => page.path);
    expect(paths).toContain(noticePages.goodFaithEstimate.path);
    expect(contentIn("en").noticeLinks.map((link) => link.to)).toContain(
      noticePages.goodFaithEstimate.path,
    );
  });

  it("explains the estimate, the $400 dispute threshold and where to learn more", () => {
    expect(noticeText).toMatch(/Good Faith Estimate/);
    expect(noticeText).toMatch(/\$400 or more/);
    expect(noticeText).toMatch(/120 calendar days/);
    expect(noticeText).toMatch(/cms\.gov\/nosurprises/);
    expect(noticeText).toContain("1-800-985-3059");
  });

  it("reads in plain words", () => {
    const result = readability(stringsIn(notice, notProse));
    expect(result.grade).toBeLessThanOrEqual(maxGrade);
    expect(result.longSentences).toEqual([]);
  });
});

describe("practice().insurance", () => {
  it(`keeps every sentence to ${maxSentenceWords} words, since the treatment pages print it too`, () => {
    const long = stringsIn(practice().insurance)
      .flatMap(sentencesOf)
      .filter((sentence) => wordsOf(sentence).length > maxSentenceWords);
    expect(long).toEqual([]);
  });
});

describe("the practice pages outside the treatment pages", () => {
  const pages = { about, practice: practice(), contact, home, locations, patients: patientsPage };

  it.each(Object.entries(pages))(
    "%s offers telehealth to established patients only",
    (_name, page) => {
      const mentions = stringsIn(page, new Set(["seo"])).filter((line) => /telehealth/i.test(line));
      const allText = stringsIn(page).join("\n");
      if (mentions.length === 0) return;
      expect(allText).toMatch(/established patient/i);
      expect(mentions.filter((line) => /telehealth available/i.test(line))).toEqual([]);
    },
  );

  it("names the physician as “Dr. Name” or “Name, MD”, never both", () => {
    expect(practice().physician.name).not.toMatch(/^Dr\.?\s.*\bMD\b/);
    const everywhere = Object.values(pages).flatMap((page) => stringsIn(page));
    expect(everywhere.filter((line) => /\bDr\.\s[^.]*,\s*MD\b/.test(line))).toEqual([]);
  });

  it("keeps the spec's reply promise, and says on the contact page that it counts business days", () => {
    expect(contact.contactMessages.successText).toBe(
      "Thank you for contacting us. We'll respond within 24 hours.",
    );
    expect(contact.contactPage.replyTimes).toMatch(/business day/);
  });

  it("tells established patients on the contact page what to do after hours", () => {
    expect(stringsIn(contact.contactPage).join("\n")).toContain(practice().afterHours.emergency);
  });
});

describe("the subway and bus lines, in Spanish and Russian", () => {
  it.each(["es", "ru"] as const)(
    "%s: each line goes on in lower case after its colon, as the language writes it",
    (language) => {
      const facts = contentIn(language).patientsPage.practiceFacts.facts;
      const transit = facts.at(-1)?.detail;
      const lines = (Array.isArray(transit) ? transit : [transit ?? ""]).filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).toContain(": ");
        const after = line.split(": ")[1] ?? "";
        expect(after.charAt(0), line).toBe(after.charAt(0).toLocaleLowerCase(language));
      }
    },
  );
});
