// @vitest-environment node
// The treatment pages as the physician who signs them would check them: the
// labels' warnings where a patient will see them, a listed source for every
// figure, honest words about how soon a treatment helps, and prose a patient
// can read.
import { formatRange, practice } from "./practice.ts";
import { describe, expect, it } from "vitest";
import { checkNumericClaims } from "../../tests/support/numeric-claims.ts";
import {
  acuteMeaning,
  firstUseOfAcute,
  maxGrade,
  readabilityProblems,
  sentencesOf,
} from "../../tests/support/readability.ts";
import { type TreatmentText, contentIn } from "./in-language.ts";
import { languages } from "./translated.ts";
import { sources } from "./sources.ts";

const { treatments } = contentIn("en");

/**
 * Everything a treatment page shows as running text, in the order the page
 * shows it. Each row of a medicine table reads as one statement.
 */
function pageProse(treatment: TreatmentText): string[] {
  return [
    treatment.summary,
    treatment.atAGlance.whoFor,
    treatment.atAGlance.howOften,
    treatment.atAGlance.tellUsFirst,
    ...treatment.whoFor,
    ...treatment.howItWorks,
    ...(treatment.medications ?? []).map(
      (row) => `${row.name}: ${row.dosing}; ${row.mechanism}; ${row.use}.`,
    ),
    ...treatment.visit,
    ...treatment.schedule,
    ...treatment.sideEffects,
    ...treatment.insurance,
    ...(treatment.moreSections ?? []).flatMap((section) => [
      ...section.paragraphs,
      ...(section.points ?? []),
    ]),
    ...treatment.faqs.map((faq) => faq.answer),
  ];
}

const bySlug = (slug: string): TreatmentText => {
  const treatment = treatments.find((entry) => entry.slug === slug);
  if (!treatment) throw new Error(`No treatment ${slug}`);
  return treatment;
};

const proseOf = (slug: string) => pageProse(bySlug(slug)).join("\n");

describe.each(treatments.map((treatment) => [treatment.slug, treatment] as const))(
  "the %s page",
  (_slug, treatment: TreatmentText) => {
    it("rests every figure on a source it lists", () => {
      const problems = checkNumericClaims({
        prose: pageProse(treatment),
        claims: treatment.numericClaims,
        sources: treatment.sources,
      });
      expect(problems).toEqual([]);
    });

    // Key facts are a label and a value, not sentences: each figure among
    // them must be one of the page's cited claims.
    it("shows only cited figures among its key facts", () => {
      const claims = treatment.numericClaims.map((claim) => claim.text.toLowerCase());
      const uncited = (treatment.keyFacts ?? [])
        .filter((fact) => /\p{N}/u.test(fact.value))
        .filter((fact) => {
          const value = fact.value.toLowerCase();
          return !claims.some((claim) => value.includes(claim) || claim.includes(value));
        });
      expect(uncited).toEqual([]);
    });

    it(`reads at grade ${maxGrade} or below, with no sentence over 30 words`, () => {
      expect(readabilityProblems(pageProse(treatment))).toBe("");
    });

    it("says what acute medicine means the first time it uses the word", () => {
      const firstUse = firstUseOfAcute(pageProse(treatment));
      if (firstUse !== undefined) expect(firstUse).toContain(acuteMeaning);
    });

    it("promises no relief time its sources do not support, and no overuse-safe medicine", () => {
      const prose = pageProse(treatment).join("\n");
      expect(prose).not.toContain(formatRange(practice().care.procedureReliefHours));
      expect(prose).not.toMatch(/useful for people who need acute medicine often/i);
    });
  },
);

describe("the CGRP page", () => {
  const cgrp = bySlug("cgrp");
  const row = (name: RegExp) => {
    const found = cgrp.medications?.find((medication) => name.test(medication.name));
    if (!found) throw new Error(`No row ${name}`);
    return found;
  };

  it("warns that every medicine in the table can raise blood pressure and cause Raynaud's", () => {
    const warning = cgrp.sideEffects.find(
      (effect) => /high blood pressure/.test(effect) && /Raynaud/.test(effect),
    );
    expect(warning).toMatch(/every medicine in the table/);
    expect(warning).toMatch(/antibodies and gepants/);
    expect(proseOf("cgrp")).not.toMatch(/blood pressure with erenumab/);
    const labels = [
      sources().aimovigLabel,
      sources().ajovyLabel,
      sources().emgalityLabel,
      sources().vyeptiLabel,
      sources().quliptaLabel,
      sources().nurtecLabel,
      sources().ubrelvyLabel,
      sources().zavzpretLabel,
    ];
    for (const label of labels) expect(cgrp.sources).toContain(label);
  });

  it("says cautiously what is known about gepants and medication-overuse headache", () => {
    expect(proseOf("cgrp")).toContain(
      "Early studies suggest gepants may be less likely than other acute medicines to cause medication-overuse headache. This is not yet proven, so we still count every day you take one.",
    );
  });

  it("gives rimegepant's preventive use for episodic migraine only", () => {
    expect(row(/^Rimegepant/).use).toMatch(/prevention of episodic migraine only/i);
  });

  it("gives galcanezumab's cluster dose as its label does, in every language, with no loading dose", () => {
    // The dose is the figure the page rests on the Emgality label (its numeric
    // claim), in each language's own words for it; the physician may reword
    // the row around it.
    for (const language of languages) {
      const page: TreatmentText | undefined = contentIn(language).treatments.find(
        (entry) => entry.slug === "cgrp",
      );
      const dose = page?.numericClaims.find((claim) => claim.source === "emgalityLabel");
      const galcanezumab = page?.medications?.find((entry) => entry.name.includes("Emgality"));
      expect(dose, language).toBeDefined();
      expect(galcanezumab?.dosing, language).toContain(dose?.text);
    }
    expect(cgrp.sources).toContain(sources().emgalityLabel);
    expect(row(/^Galcanezumab/).dosing).toMatch(/(no|without a) loading dose/);
  });

  it("judges monthly medicines after the practice's trial and quarterly ones after 6 months", () => {
    const prose = proseOf("cgrp");
    expect(practice().care.quarterlyCgrpTrialMonths).toBe(6);
    expect(prose).toContain(`trial of ${practice().care.cgrpTrialMonths} months`);
    expect(prose).toContain(`after ${practice().care.quarterlyCgrpTrialMonths} months`);
    expect(cgrp.sources).toContain(sources().ahsConsensus);
  });
});

describe("the nerve blocks page", () => {
  it("says honestly how soon a block may help", () => {
    const prose = proseOf("nerve-blocks");
    expect(prose).toMatch(/within minutes/);
    expect(prose).toMatch(/over a few days/);
    expect(prose).toMatch(/not everyone is helped/i);
    expect(bySlug("nerve-blocks").sources).toContain(sources().ahsNerveBlockReview);
  });

  it("describes the sphenopalatine ganglion block as given through the nose, without a needle", () => {
    const mentions = pageProse(bySlug("nerve-blocks"))
      .flatMap(sentencesOf)
      .filter((sentence) => /sphenopalatine/.test(sentence));
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.join(" ")).toMatch(/through the nose/);
    expect(mentions.join(" ")).toMatch(/no needle/);
  });
});

describe("the infusions page", () => {
  it("names who must not have DHE, and asks patients to tell us", () => {
    const prose = proseOf("infusions");
    for (const pattern of [
      /antibiotics/,
      /HIV/,
      /fungal/,
      /heart disease/,
      /blood vessels of the legs/,
      /blood pressure that is not under control/,
      /weakness on one side/,
      /brainstem/,
      /pregnan/,
      /tell us/i,
    ]) {
      expect(prose).toMatch(pattern);
    }
    expect(bySlug("infusions").sources).toContain(sources().dhe45Label);
    expect(bySlug("infusions").sources).toContain(sources().ahsEmergencyGuideline);
  });

  it("gives brand names beside the infusion medicines", () => {
    expect(proseOf("infusions")).toContain("dihydroergotamine (DHE; brand name D.H.E. 45)");
  });
});

describe("the preventives page", () => {
  const preventives = bySlug("preventives");

  it("warns about topiramate's eye, kidney and birth control effects", () => {
    const prose = proseOf("preventives");
    expect(prose).toMatch(/topiramate[^.]*sudden eye pain or blurred vision/i);
    expect(prose).toMatch(/glaucoma/);
    expect(prose).toMatch(/kidney stones/);
    expect(prose).toMatch(/hormonal birth control/);
  });

  it("never offers valproate for migraine in pregnancy, and avoids it for anyone who could become pregnant", () => {
    const prose = proseOf("preventives");
    expect(prose).toMatch(/valproate[^.]*never used to prevent migraine during pregnancy/i);
    expect(prose).toMatch(/could become pregnant/);
  });

  it("covers care without medicine, with the evidence for magnesium and riboflavin", () => {
    const headings = (preventives.moreSections ?? []).map((section) => section.heading);
    expect(headings).toEqual(["Care without medicine", "Pregnancy and breastfeeding"]);
    const prose = proseOf("preventives");
    for (const word of ["sleep", "meals", "exercise", "CBT", "biofeedback", "relaxation"]) {
      expect(prose.toLowerCase()).toContain(word.toLowerCase());
    }
    expect(prose).toMatch(/magnesium and riboflavin[^.]*probably effective/i);
    expect(preventives.sources).toContain(sources().aanAhsComplementary);
    expect(preventives.sources).toContain(sources().acogHeadachePregnancy);
  });
});

describe("the neuromodulation page", () => {
  it("names each device with its FDA clearance among the sources", () => {
    const prose = proseOf("neuromodulation");
    const neuromodulation = bySlug("neuromodulation");
    for (const [device, source] of [
      ["Cefaly", sources().cefalyClearance],
      ["gammaCore", sources().gammaCoreClearance],
      ["SAVI Dual", sources().saviDualClearance],
      ["Nerivio", sources().nerivioClearance],
    ] as const) {
      expect(prose).toContain(device);
      expect(neuromodulation.sources).toContain(source);
    }
    expect(prose).toMatch(/self-adhesive electrode on the forehead/);
  });
});

describe("the Botox page", () => {
  it("gives one answer for how long the injections take", () => {
    const prose = proseOf("botox");
    expect(prose).not.toMatch(/a few minutes/);
    expect(prose).toContain(`about ${practice().care.botox.minutes} minutes`);
  });
});

describe("every treatment page", () => {
  it("cites each prescribing label the same way, from sources.ts", () => {
    const known = new Set<unknown>(Object.values(sources()));
    for (const treatment of treatments) {
      for (const source of treatment.sources) expect(known.has(source)).toBe(true);
    }
  });
});
