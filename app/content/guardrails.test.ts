// @vitest-environment node
// The medical guardrails, in every language: a translation says the same
// figures (through the same placeholders), sends the same signs to 911 and to
// same-day care, names 911 and 988 as often as the English, and keeps its
// sentences short.
import { describe, expect, it } from "vitest";
import { wordsOf } from "#tests/support/readability.ts";
import {
  conditionsIn,
  sentencesOf,
  figuresOf,
  readCollection,
  conditionFile,
  treatmentFile,
  noticeFile,
} from "./collections.ts";
import { contentFileNames, readContentFile } from "./files.ts";
import { sentencesOfFile } from "./messages.ts";
import { fileSchemas } from "./word-fields.ts";
import { careFacts } from "./care-facts.ts";
import { contentIn, givenToPages } from "./in-language.ts";
import { wordsFilePath, wordsFiles, wordsIn } from "./page-words.ts";
import { practiceIn, practicePlaceholders } from "./practice.ts";
import { type Language, languages } from "./translated.ts";

const translations = languages.filter((language) => language !== "en");
const schemas = { conditions: conditionFile, treatments: treatmentFile, notices: noticeFile };
type Collection = keyof typeof schemas;

/** The words of each page of a collection as its files hold them: placeholders not yet filled in. */
function rawPages(collection: Collection, language: Language) {
  return readCollection(collection, language, schemas[collection], givenToPages(language)).map(
    ({ name, files }) => ({
      name,
      strings: sentencesOfFile(files.own),
    }),
  );
}

type Sentences = { path: string; text: string }[];

/** Every page's sentences in a language, filled in, by a name the same in every language. */
function everyPage(of: Language): (readonly [string, Sentences])[] {
  const content = contentIn(of);
  return [
    ...content.conditions.map(
      (entry) => [`condition/${entry.slug}`, sentencesOf(entry, conditionFile)] as const,
    ),
    ...content.treatments.map(
      (entry) => [`treatment/${entry.slug}`, sentencesOf(entry, treatmentFile)] as const,
    ),
    ...Object.entries(content.notices).map(
      ([key, notice]) => [`notice/${key}`, sentencesOf(notice, noticeFile)] as const,
    ),
    ...wordsFiles.map((file) => [file, sentencesOf(wordsIn(file, of), fileSchemas[file])] as const),
    [
      "practice",
      sentencesOf({ ...practiceIn(of), partners: undefined }, fileSchemas.practice),
    ] as const,
  ];
}

describe.each(translations)("the %s pages", (language) => {
  it.each(["conditions", "treatments", "notices"] as const)(
    "%s: each sentence has the placeholders of its English, so no figure is typed in",
    (collection) => {
      const english = new Map(
        rawPages(collection, "en").map((page) => [
          page.name,
          new Map(page.strings.map((each) => [each.path, each.text])),
        ]),
      );
      const problems: string[] = [];
      for (const page of rawPages(collection, language)) {
        for (const { path, text } of page.strings) {
          const source = english.get(page.name)?.get(path);
          if (source === undefined) continue;
          const own = figuresOf(text);
          const expected = figuresOf(source);
          if (own.join() !== expected.join()) {
            problems.push(
              `${collection}/${language}/${page.name}.yaml ${path}: {${own.join("}, {")}} where the English has {${expected.join("}, {")}}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(wordsFiles)("content/%s: each sentence has the placeholders of its English", (file) => {
    const raw = (of: Language) =>
      new Map(
        sentencesOfFile(readContentFile(wordsFilePath(file, of))).map((each) => [
          each.path,
          each.text,
        ]),
      );
    const english = raw("en");
    const problems = [...raw(language)].flatMap(([path, text]) => {
      const source = english.get(path);
      if (source === undefined) return [];
      const own = figuresOf(text);
      const expected = figuresOf(source);
      return own.join() === expected.join()
        ? []
        : [
            `${wordsFilePath(file, language)} ${path}: {${own.join("}, {")}} where the English has {${expected.join("}, {")}}`,
          ];
    });
    expect(problems).toEqual([]);
  });

  it("states every number its English states, in the same sentence (a dose, an age, a time, 911)", () => {
    // Clock times are written as each language writes them ("9am", "09:00"): not compared.
    const numbersOf = (text: string) =>
      new Set(
        text
          .replace(/\d{1,2}(:\d\d)?\s?(am|pm|a\.\s?m\.|p\.\s?m\.)|\d{1,2}:\d\d/gi, " ")
          .match(/\d+(?:[.,]\d+)?/g) ?? [],
      );
    const english = new Map(everyPage("en"));
    const missing = everyPage(language).flatMap(([key, words]) => {
      const source = new Map((english.get(key) ?? []).map(({ path, text }) => [path, text]));
      return words.flatMap(({ path, text }) => {
        const own = numbersOf(text);
        const lost = [...numbersOf(source.get(path) ?? "")].filter((number) => !own.has(number));
        return lost.length > 0 ? [`${key}${path}: ${lost.join(", ")} missing in: ${text}`] : [];
      });
    });
    expect(missing).toEqual([]);
  });

  it("sends each warning sign to the same level as the English, 911 or same-day care", () => {
    const levels = (file: string) => {
      const signs = (readContentFile(file).data as { warningSigns?: Record<string, object> })
        .warningSigns;
      return {
        emergency: Object.keys(signs?.emergency ?? {}),
        sameDay: Object.keys(signs?.sameDay ?? {}),
      };
    };
    for (const slug of contentFileNames("conditions/en")) {
      expect(
        levels(`conditions/${language}/${slug}.yaml`),
        `conditions/${language}/${slug}.yaml`,
      ).toEqual(levels(`conditions/en/${slug}.yaml`));
    }
  });

  it("lists as many warning signs at each level as the English, on every page", () => {
    const english = conditionsIn("en", givenToPages("en"));
    for (const condition of conditionsIn(language, givenToPages(language))) {
      const source = english.find((entry) => entry.slug === condition.slug);
      expect(condition.warningSigns?.emergency?.length, `${condition.slug}: 911`).toBe(
        source?.warningSigns?.emergency?.length,
      );
      expect(condition.warningSigns?.sameDay?.length, `${condition.slug}: same day`).toBe(
        source?.warningSigns?.sameDay?.length,
      );
    }
    const own = contentIn(language).warningSigns;
    const general = contentIn("en").warningSigns;
    expect(own.emergency.signs).toHaveLength(general.emergency.signs.length);
    expect(own.sameDay.signs).toHaveLength(general.sameDay.signs.length);
  });

  it("names 911 and 988 as often as the English, page by page", () => {
    const count = (sentences: Sentences | undefined, number: string) =>
      (sentences ?? []).reduce(
        (sum, { text }) => sum + (text.match(new RegExp(`\\b${number}\\b`, "g"))?.length ?? 0),
        0,
      );
    const english = new Map(everyPage("en"));
    for (const [key, words] of everyPage(language)) {
      for (const number of ["911", "988"]) {
        expect(count(words, number), `${key}: ${number}`).toBe(count(english.get(key), number));
      }
    }
  });
});

/** The longest a sentence may be: 30 words, or 60 characters in Chinese, which has no spaces. */
const limit = (language: Language) => (language === "zh" ? 60 : 30);
/** A Chinese sentence's length: each character one, and a name or number in Latin letters one ("CGRP", "2279"). */
const lengthOf = (sentence: string, language: Language) =>
  language === "zh"
    ? [
        ...sentence
          .replace(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’.&-]*/gu, "A")
          .replace(/\s/g, ""),
      ].length
    : wordsOf(sentence).length;

/** Sentences end at . ! ? and their full-width forms; a list item or heading is a sentence of its own. */
function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s*(?=["“(«]?[\p{Lu}\p{N}\p{Script=Han}])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

describe.each(languages)("sentences in %s", (language) => {
  it(`are at most ${limit(language)} ${language === "zh" ? "characters" : "words"} on every page`, () => {
    const content = contentIn(language);
    const pages = [
      ...content.conditions.map((entry) => ({ entry, schema: conditionFile })),
      ...content.treatments.map((entry) => ({ entry, schema: treatmentFile })),
      ...wordsFiles.map((file) => ({
        entry: { slug: file, ...wordsIn(file, language) },
        schema: fileSchemas[file],
      })),
      { entry: { slug: "practice", ...practiceIn(language) }, schema: fileSchemas.practice },
    ];
    const long = pages.flatMap(({ entry, schema }) =>
      sentencesOf(entry, schema)
        .filter(({ path }) => !path.startsWith(".numericClaims"))
        .flatMap(({ path, text }) =>
          sentencesIn(text)
            .filter((sentence) => lengthOf(sentence, language) > limit(language))
            .map(
              (sentence) => `${entry.slug}${path}: ${lengthOf(sentence, language)}: ${sentence}`,
            ),
        ),
    );
    expect(long).toEqual([]);
  });
});

describe("medical facts stated whole, in every language", () => {
  const english = contentIn("en");
  /** A condition's or treatment's page, walked beside its schema. */
  const sentencesOfPage = (page: unknown) =>
    sentencesOf(
      page,
      (english.conditions as unknown[]).includes(page) ? conditionFile : treatmentFile,
    );
  const proseOf = (entry: unknown) =>
    sentencesOfPage(entry)
      .filter(({ path }) => !/^\.(numericClaims|keyFacts)\b/.test(path))
      .flatMap(({ path, text }) => sentencesIn(text).map((sentence) => ({ path, sentence })));
  const pages = [...english.conditions, ...english.treatments];

  it("a CGRP trial is never given as 3 months alone: quarterly medicines take 6", () => {
    // Where a paragraph names the monthly trial, it names the quarterly one too.
    const alone = (["conditions", "treatments"] as const).flatMap((collection) =>
      contentFileNames(`${collection}/en`).flatMap((name) =>
        sentencesOfFile(readContentFile(`${collection}/en/${name}.yaml`))
          .filter(({ path }) => !/^\.(numericClaims|keyFacts)\b/.test(path))
          .filter(({ text }) => text.includes("{cgrpTrialMonths}"))
          .filter(({ text }) => !text.includes("{quarterlyCgrpTrialMonths}"))
          .map(({ path, text }) => `${collection}/en/${name}.yaml${path}: ${text}`),
      ),
    );
    expect(alone).toEqual([]);
    expect(careFacts.quarterlyCgrpTrialMonths).toBeGreaterThan(careFacts.cgrpTrialMonths);
  });

  it("sudden eye pain or blurred vision sends people to an emergency room now, everywhere", () => {
    const soft = pages.flatMap((page) =>
      proseOf(page)
        .filter(({ path }) => !path.startsWith(".warningSigns"))
        .filter(({ sentence }) => /eye pain|blurred vision/i.test(sentence))
        .filter(({ path, sentence }) => {
          const paragraph = sentencesOfPage(page).find((each) => each.path === path)?.text ?? "";
          return !/emergency room now/.test(paragraph) || /if you cannot reach us/.test(sentence);
        })
        .map(({ path, sentence }) => `${page.slug}${path}: ${sentence}`),
    );
    expect(soft).toEqual([]);
  });

  const gepantSection = (language: Language) =>
    contentIn(language)
      .treatments.find((treatment) => treatment.slug === "cgrp")
      ?.moreSections?.find((section) => section.points?.some((point) => point.includes("CYP3A4")));

  it.each(languages)(
    "%s: the CGRP page names each gepant's interactions, with the same medicines and labels as the English",
    (language) => {
      const tokens = (text: string) =>
        [...text.matchAll(/Ubrelvy|Nurtec ODT|Qulipta|Zavzpret|CYP3A4|OATP1B3|NTCP|\b1\b/g)]
          .map((match) => match[0])
          .sort();
      const english = gepantSection("en")?.points ?? [];
      const own = gepantSection(language)?.points ?? [];
      expect(english.join(" ")).toMatch(/ubrogepant[\s\S]*rimegepant[\s\S]*atogepant/i);
      expect(english.join(" ")).toMatch(/rifampin[\s\S]*carbamazepine[\s\S]*phenytoin/);
      expect(own.map(tokens)).toEqual(english.map(tokens));
      const cgrp = contentIn(language).treatments.find((treatment) => treatment.slug === "cgrp");
      const cited = (cgrp?.sources ?? []).map((source) => source.title);
      for (const label of ["Ubrelvy", "Nurtec", "Qulipta", "Zavzpret"]) {
        expect(
          cited.some((title) => title.startsWith(label)),
          label,
        ).toBe(true);
      }
    },
  );

  it.each(languages)(
    "%s: valproate's boxed warnings (liver failure, pancreatitis, POLG) stand wherever valproate is offered",
    (language) => {
      for (const slug of ["preventives", "infusions"]) {
        const page = contentIn(language).treatments.find((treatment) => treatment.slug === slug);
        const text = sentencesOf(page, treatmentFile)
          .map(({ text }) => text)
          .join(" ");
        expect(text, slug).toContain("POLG");
        if (language === "en") {
          expect(text, slug).toMatch(/boxed warnings[\s\S]*liver failure[\s\S]*pancreatitis/);
        }
        expect(
          page?.sources.some((source) => source.title.startsWith("Depakote")),
          slug,
        ).toBe(true);
      }
    },
  );

  it.each(languages)(
    "%s: the practice's own sentences have one home, content/practice/, and pages name them by placeholder",
    (language) => {
      const facts = Object.entries(practicePlaceholders(language)).filter(
        ([, value]) => value.length >= 16,
      );
      const files = [
        ...["conditions", "treatments", "notices"].flatMap((folder) =>
          contentFileNames(`${folder}/${language}`).map(
            (name) => `${folder}/${language}/${name}.yaml`,
          ),
        ),
        ...wordsFiles.map((file) => wordsFilePath(file, language)),
      ];
      const copies = files.flatMap((file) => {
        const text = sentencesOfFile(readContentFile(file))
          .map(({ text }) => text)
          .join("\n");
        return facts
          .filter(([, value]) => text.includes(value))
          .map(([name]) => `content/${file} writes out {${name}}`);
      });
      expect(copies).toEqual([]);
      // The sentence about Medicaid says which Medicaid plans it means.
      expect(practicePlaceholders(language).practiceInsuranceMedicaidNote).toMatch(/Medicaid/);
    },
  );

  it("states the safety facts a headache specialist asked for, each on its page, with its source", () => {
    const page = (slug: string) =>
      [...english.conditions, ...english.treatments].find((entry) => entry.slug === slug);
    const textOf = (slug: string) =>
      sentencesOfPage(page(slug))
        .map(({ text }) => text)
        .join("\n");
    const cites = (slug: string, title: string) =>
      page(slug)?.sources.some((source) => source.title.startsWith(title));
    // Who must not take a triptan (sumatriptan label).
    expect(textOf("migraine")).toMatch(
      /Triptans are not for people with heart disease, a past stroke, blood pressure that is not under control, or aura with weakness on one side or from the brainstem/,
    );
    expect(cites("migraine", "Imitrex")).toBe(true);
    // Suicidality warnings with 988, and propranolol and asthma (labels).
    const preventives = textOf("preventives");
    expect(preventives).toMatch(/Topiramate and valproate[^\n]*thoughts of suicide[^\n]*988/);
    expect(preventives).toMatch(
      /Amitriptyline has a boxed warning: in people aged 18 to 24[^\n]*988/,
    );
    expect(preventives).toMatch(/not for people with asthma/);
    expect(cites("preventives", "Amitriptyline")).toBe(true);
    // DHE: 24 hours after a triptan, and not while breastfeeding.
    const infusions = textOf("infusions");
    expect(infusions).toMatch(/DHE is not given within 24 hours of a triptan/);
    expect(infusions).not.toMatch(/about a day/);
    expect(infusions).toMatch(/DHE is also not used while breastfeeding/);
    // Home oxygen and fire.
    expect(textOf("cluster")).toMatch(
      /Never smoke, or have a flame or spark nearby, while oxygen is in use/,
    );
    // Atogepant: what it is for, its common side effects; allergy can come days later.
    const cgrp = page("cgrp") as { medications?: readonly { name: string; use: string }[] };
    expect(cgrp.medications?.find((row) => row.name.startsWith("Atogepant"))?.use).toBe(
      "Prevention of episodic and chronic migraine",
    );
    expect(textOf("cgrp")).toMatch(/Constipation, nausea and tiredness with atogepant/);
    expect(textOf("cgrp")).toMatch(/allergic reaction[^\n]*It can start days after a dose/);
    // Botox: toxin spread can come hours to weeks later.
    expect(textOf("botox")).toMatch(/spread[^\n]*hours to weeks after the injections/);
    // Pregnancy: acetaminophen at the lowest dose for the shortest time; no NSAIDs from 20 weeks.
    expect(textOf("migraine")).toMatch(
      /acetaminophen[^\n]*lowest dose that works and for the shortest time/,
    );
    expect(textOf("migraine")).toMatch(/avoided from 20 weeks of pregnancy/);
    // Behavioral treatments' evidence grade, and where steroid nerve blocks have evidence.
    expect(textOf("preventives")).toMatch(
      /Relaxation training, biofeedback and CBT have[^\n]*Grade A/,
    );
    expect(textOf("nerve-blocks")).toMatch(
      /For migraine, adding a steroid has not been shown to help more/,
    );
    // Devices: gammaCore treats episodic cluster attacks; none is cleared for post-traumatic headache.
    expect(textOf("neuromodulation")).toMatch(/treat attacks of episodic cluster headache/);
    expect(textOf("neuromodulation")).not.toMatch(/cleared for migraine and for cluster headache/);
    const postTraumatic = page("post-traumatic") as { treatment?: { treatmentSlugs: string[] } };
    expect(postTraumatic.treatment?.treatmentSlugs).not.toContain("neuromodulation");
  });

  it.each(languages)(
    "%s: the infusion page's 'go to the emergency room instead' gives the whole 911 list, from its one home",
    (language) => {
      const infusions = contentIn(language).treatments.find((entry) => entry.slug === "infusions");
      const answer = infusions?.faqs.find((faq) => faq.points);
      const general = contentIn(language).warningSigns.emergency.signs;
      expect(general.length).toBeGreaterThanOrEqual(7);
      expect(answer?.points).toEqual(general);
    },
  );
});
