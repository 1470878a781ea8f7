// @vitest-environment node
// The condition pages as the physician who signs them would check them: warning
// signs at the right level of urgency, the ICHD-3 wording, a listed source for
// every figure, and prose a patient can read.
import { formatRange, practice } from "./practice.ts";
import { describe, expect, it } from "vitest";
import { checkNumericClaims } from "../../tests/support/numeric-claims.ts";
import {
  acuteMeaning,
  firstUseOfAcute,
  maxGrade,
  readabilityProblems,
} from "../../tests/support/readability.ts";
import { type ConditionText, conditionWarnings, contentIn } from "./in-language.ts";

const { conditions } = contentIn("en");

const { warningSigns } = contentIn("en");

/** Everything a condition page shows as running text, in the order the page shows it. */
function pageProse(condition: ConditionText): string[] {
  const warnings = conditionWarnings(condition, warningSigns);
  return [
    condition.summary,
    condition.atAGlance.treatment,
    condition.atAGlance.emergency,
    ...condition.overview,
    ...condition.symptoms,
    condition.diagnosis.intro,
    ...condition.diagnosis.criteria,
    ...(condition.diagnosis.note ? [condition.diagnosis.note] : []),
    condition.treatment.intro,
    ...condition.treatment.points,
    ...(condition.moreSections ?? []).flatMap((section) => [
      ...section.paragraphs,
      ...(section.points ?? []),
    ]),
    warnings.emergency.heading,
    ...warnings.emergency.signs,
    warnings.sameDay.intro,
    ...warnings.sameDay.signs,
    warnings.crisis.text,
    ...condition.faqs.map((faq) => faq.answer),
  ];
}

// The spec's five signs (§1), each a pattern the general 911 list must show:
// the list groups them with the stroke signs into lines a reader scans.
const specSigns = [
  /thunderclap/i,
  /fever[^\n]*stiff neck/i,
  /head injury[^\n]*confusion or (loss of consciousness|passing out)/i,
  /vision loss[^\n]*slurred speech/i,
  /worst[^\n]*of your life/i,
];

/** The general 911 list: the spec's signs, grouped, then the red flags they miss. */
const general911 = [
  "Sudden, severe headache: peaks within a minute (thunderclap), or the worst of your life",
  "Stroke signs: sudden weakness or numbness, a drooping face, vision loss, slurred speech, confusion, trouble walking or a seizure",
  "Head injury: with confusion or passing out",
  "Fever: headache with a stiff neck, a rash of purple-red spots, or confusion",
  "New after age 50: with any change in vision",
  "Pregnancy or after birth: a severe headache",
];

// Every sign a page may list under "Call 911 now": true emergencies only.
// Anything else that needs a doctor soon belongs under "Call us or your doctor today".
const allowedUnder911 = new Set([
  ...general911,
  "Aura that lasts more than an hour, or aura symptoms that do not go away",
  "A headache that keeps getting worse in the days after a head injury",
  "Repeated vomiting, or being very drowsy or hard to wake, after a head injury",
  "One pupil larger than the other, or acting unlike yourself, after a head injury",
  "Any head injury in someone who takes a blood thinner such as warfarin, apixaban (Eliquis), rivaroxaban (Xarelto) or dabigatran (Pradaxa)",
  "Your first-ever aura; aura with weakness of the face, arm or leg; or numbness or trouble speaking that you have never had with an aura. It can look like a stroke.",
  "A painful red eye with blurred vision or halos around lights, unlike your usual attacks or not clearing when the attack ends",
  "A new, painful drooping eyelid or small pupil with neck pain, or after a neck injury",
  "Confusion, seeing things that are not there, or a seizure after cutting back on a butalbital medicine",
  "Neck pain that keeps getting worse after a recent fall or neck injury",
  "New pain in the neck or back of the head with dizziness, double vision, unsteadiness or trouble swallowing, even without an injury",
]);

const bySlug = (slug: string): ConditionText => {
  const condition = conditions.find((entry) => entry.slug === slug);
  if (!condition) throw new Error(`No condition ${slug}`);
  return condition;
};

describe("warning signs", () => {
  it("open the 911 list with the spec's five signs, grouped", () => {
    const opening = warningSigns.emergency.signs.slice(0, 4).join("\n");
    for (const sign of specSigns) expect(opening).toMatch(sign);
    expect(warningSigns.emergency.heading).toMatch(/^Call 911 or go to an (emergency room|ER)/);
  });

  it("add the red flags the five miss, each at its level", () => {
    const emergency = warningSigns.emergency.signs.join("\n");
    const sameDay = warningSigns.sameDay.signs.join("\n");
    expect(emergency).toMatch(/Pregnancy or after birth: a severe headache/);
    expect(emergency).toMatch(/weakness.*drooping face.*confusion.*seizure/);
    expect(sameDay).toMatch(/cancer or a weak immune system/i);
    expect(sameDay).toMatch(/after age 50.*jaw pain/);
    expect(sameDay).toMatch(/^Headache with a fever$/m);
    // A change in vision with it can be giant cell arteritis, and sight is lost within hours (S4);
    // a fever with a rash of purple-red spots or confusion can be meningococcal disease (S5).
    expect(emergency).toMatch(/after age 50.*change in vision/);
    expect(sameDay).not.toMatch(/vision/);
    expect(emergency).toMatch(/fever.*purple-red spots.*confusion/i);
    expect(sameDay).toMatch(/coughing/);
    expect(sameDay).toMatch(/lying down/);
  });

  it.each(conditions.map((condition) => [condition.slug, condition] as const))(
    "%s lists under 911 only true emergencies, and no crisis line",
    (_slug, condition) => {
      const { emergency, sameDay, crisis } = conditionWarnings(condition, warningSigns);
      expect(emergency.signs.filter((sign) => !allowedUnder911.has(sign))).toEqual([]);
      expect([emergency.heading, ...emergency.signs].filter((text) => /988/.test(text))).toEqual(
        [],
      );
      expect(emergency.signs.slice(0, general911.length)).toEqual(general911);
      expect(sameDay.heading).toBe("Call us or your doctor today");
      expect(crisis.text).toMatch(/call or text 988/i);
    },
  );

  it("put the signs the old single list sent to the emergency room under same-day care", () => {
    const sameDayEverywhere = conditions
      .flatMap((condition) => conditionWarnings(condition, warningSigns).sameDay.signs)
      .join("\n");
    expect(sameDayEverywhere).toMatch(/after age 50/);
    expect(sameDayEverywhere).toMatch(/coughing: straining or exercise/);
    expect(sameDayEverywhere).toMatch(/blistering rash/);
    expect(sameDayEverywhere).toMatch(/suddenly change in pattern/);
  });
});

describe("ICHD-3 criteria", () => {
  it("chronic migraine (1.3 B) counts at least 5 migraine attacks, with or without aura", () => {
    const criteria = bySlug("chronic-migraine").diagnosis.criteria.join("\n");
    expect(criteria).toContain("at least 5 migraine attacks, with or without aura");
    expect(JSON.stringify(conditions)).not.toMatch(/at least 2 with aura/);
  });
});

describe.each(conditions.map((condition) => [condition.slug, condition] as const))(
  "the %s page",
  (_slug, condition) => {
    it("rests every figure on a source it lists", () => {
      const problems = checkNumericClaims({
        prose: pageProse(condition),
        claims: [...condition.numericClaims, ...warningSigns.numericClaims],
        sources: condition.sources,
      });
      expect(problems).toEqual([]);
    });

    it(`reads at grade ${maxGrade} or below, with no sentence over 30 words`, () => {
      expect(readabilityProblems(pageProse(condition))).toBe("");
    });

    it("says what acute medicine means the first time it uses the word", () => {
      // "Acute post-traumatic headache" is the name of a diagnosis, not a medicine.
      const firstUse = firstUseOfAcute(pageProse(condition), /\bacute\b(?! post-traumatic)/i);
      if (firstUse !== undefined) expect(firstUse).toContain(acuteMeaning);
    });

    it("promises no nerve-block relief time its sources do not support", () => {
      const prose = pageProse(condition).join("\n");
      expect(prose).not.toContain(formatRange(practice().care.procedureReliefHours));
      expect(prose).not.toMatch(/useful for people who need acute medicine often/i);
    });
  },
);

describe("gepants and medication-overuse headache", () => {
  it("are described with the same cautious words as the CGRP page", () => {
    const answers = bySlug("medication-overuse")
      .faqs.map((faq) => faq.answer)
      .join("\n");
    expect(answers).toContain(
      "Early studies suggest gepants may be less likely than other acute medicines to cause medication-overuse headache. This is not yet proven, so we still count every day you take one.",
    );
  });
});

describe("nerve blocks", () => {
  it.each(["occipital-neuralgia", "post-traumatic"])(
    "%s says honestly how soon a block may help",
    (slug) => {
      const prose = pageProse(bySlug(slug)).join("\n");
      expect(prose).toMatch(/within minutes/);
      expect(prose).toMatch(/over a few days/);
      expect(prose).toMatch(/not everyone is helped/i);
    },
  );
});

describe("the migraine page", () => {
  it("warns about estrogen birth control with aura, and covers pregnancy and breastfeeding", () => {
    const migraine = bySlug("migraine");
    const sections = migraine.moreSections ?? [];
    const text = sections.flatMap((section) => section.paragraphs).join("\n");
    expect(sections.map((section) => section.heading)).toEqual([
      "Who should not take a triptan",
      "Migraine with aura and birth control",
      "Pregnancy and breastfeeding",
    ]);
    expect(text).toMatch(/estrogen/);
    expect(text).toMatch(/stroke/);
    expect(text).toMatch(/breastfeeding/);
    expect(migraine.sources.map((source) => source.title).join("\n")).toMatch(
      /Medical Eligibility Criteria for Contraceptive Use/,
    );
  });
});
