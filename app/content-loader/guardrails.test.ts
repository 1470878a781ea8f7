// @vitest-environment node
// The medical guardrails, in every language: a translation says the same
// figures (through the same placeholders), sends the same signs to 911 and to
// same-day care, names 911 and 988 as often as the English, and keeps its
// sentences short.
import { practice } from "./practice.ts";
import { describe, expect, it } from "vitest";
import { wordsOf } from "#tests/support/readability.ts";
import { type ContentFile, contentFileNames, readContentFile, wordsFilePath } from "./files.ts";
import { figuresOf, filled, sentencesOf } from "./messages.ts";
import { fileSchemas, schemaOfFile } from "./word-fields.ts";
import { collectionsIn, contentIn, givenIn, wordsIn } from "./in-language.ts";
import { wordsFiles } from "./page-schemas.ts";
import { practiceNode } from "#app/seo/structured-data.ts";
import { launchGaps } from "#scripts/content/review-table.ts";
import { sources } from "./sources.ts";
import { type Language, languages, translations } from "./translated.ts";

/** Every sentence of a content file's words, walked beside the file's schema. */
const sentencesOfFile = (file: ContentFile) => sentencesOf(file.data, schemaOfFile(file.file));

/** A condition's warning signs as its file lists them, each with its id. */
type WarningSigns = Record<"emergency" | "sameDay", { id: string; text: string }[]>;
/** A level's signs by their ids. */
const byId = (signs: readonly { id: string; text: string }[] = []): Record<string, string> =>
  Object.fromEntries(signs.map(({ id, text }) => [id, text]));

// The files' schemas, as the words walk reads them (word-fields.ts).
const { conditions: conditionFile, treatments: treatmentFile, notice: noticeFile } = fileSchemas;

type Collection = "conditions" | "treatments" | "notice";

/** The words of each page of a collection as its files hold them: placeholders not yet filled in. */
function rawPages(collection: Collection, language: Language) {
  return contentFileNames(`${collection}/${language}`).map((name) => ({
    name,
    strings: sentencesOfFile(readContentFile(`${collection}/${language}/${name}.yaml`)),
  }));
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
      sentencesOf({ ...givenIn(of).facts, partners: undefined }, fileSchemas.practice),
    ] as const,
  ];
}

describe.each(translations)("the %s pages", (language) => {
  it.each(["conditions", "treatments", "notice"] as const)(
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
      const signs = (readContentFile(file).data as { warningSigns?: Partial<WarningSigns> })
        .warningSigns;
      return {
        emergency: Object.keys(byId(signs?.emergency)),
        sameDay: Object.keys(byId(signs?.sameDay)),
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
    const english = collectionsIn("en").conditions;
    for (const condition of collectionsIn(language).conditions) {
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
      { entry: { slug: "practice", ...givenIn(language).facts }, schema: fileSchemas.practice },
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
    expect(practice().care.quarterlyCgrpTrialMonths).toBeGreaterThan(
      practice().care.cgrpTrialMonths,
    );
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
        [...text.matchAll(/Ubrelvy|Nurtec ODT|Qulipta|Zavzpret|CYP3A4|OATP1B3|NTCP|P-gp|\b1\b/g)]
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
      const facts = Object.entries(givenIn(language).placeholders).filter(
        ([, value]) => value.length >= 16,
      );
      const files = [
        ...["conditions", "treatments", "notice"].flatMap((folder) =>
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
      expect(givenIn(language).placeholders.practiceInsuranceMedicaidNote).toMatch(/Medicaid/);
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
    // Who must not take a triptan (sumatriptan label): the whole list is held below.
    expect(textOf("migraine")).toMatch(/Who should not take a triptan/);
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
    "%s: the infusion page says in view when to call 911 instead, and its emergency-room answer folds no sign (T1)",
    (language) => {
      const infusions = contentIn(language).treatments.find((entry) => entry.slug === "infusions");
      // A page that offers care in an attack gets the line under its summary,
      // and with it the whole warning block (app/routes/detail.tsx).
      expect(infusions?.emergency).toMatch(/911/);
      const answer = infusions?.faqs.find((faq) => /911/.test(faq.answer));
      expect(answer).toBeDefined();
      expect(answer?.points).toBeUndefined();
    },
  );
});

// The headache specialist's findings of 2026-11-25 (a medical review kept outside
// this repository):
// each fact the pages now state, held in every language where the words allow, with every
// figure read from the content itself.
describe("the headache specialist's findings, held", () => {
  const pageIn = (language: Language, slug: string) =>
    [...contentIn(language).conditions, ...contentIn(language).treatments].find(
      (entry) => entry.slug === slug,
    );
  const textIn = (language: Language, slug: string) => {
    const page = pageIn(language, slug);
    const schema = contentIn(language).conditions.some((entry) => entry === page)
      ? conditionFile
      : treatmentFile;
    return sentencesOf(page, schema)
      .map(({ text }) => text)
      .join("\n");
  };
  const text = (slug: string) => textIn("en", slug);
  const cites = (slug: string, key: string) =>
    pageIn("en", slug)?.sources.some((source) => source === sources()[key]) ?? false;
  /** The figure a page's cited claim states, read from the claim ("in the last 24 hours" gives 24). */
  const claimedFigure = (slug: string, key: string, words: RegExp) => {
    const claim = pageIn("en", slug)?.numericClaims.find(
      (each) => each.source === key && words.test(each.text),
    );
    return claim?.text.match(/\d+/)?.[0];
  };
  const rawFile = (collection: string, language: Language, name: string) =>
    readContentFile(`${collection}/${language}/${name}.yaml`);
  it.each(languages)(
    "%s: no condition or treatment page claims that most plans are accepted or cover a treatment (F1, F2)",
    (language) => {
      const claims: Record<Language, RegExp> = {
        en: /\bmost (insurance )?plans (cover|are accepted)|\baccept most\b/i,
        ru: /большинство страховых (планов|страховок)[^.]*(оплачива|принима)|принимаем большинство/i,
        es: /la mayoría de los (planes|seguros)[^.]*(cubren|acept)|aceptamos la mayoría/i,
        zh: /大多数保险计划[^。]*承保|接受大多数/,
      };
      const found = (["conditions", "treatments"] as const).flatMap((collection) =>
        contentFileNames(`${collection}/${language}`).flatMap((name) =>
          sentencesOfFile(rawFile(collection, language, name))
            .filter(({ text }) => claims[language].test(text))
            .map(({ path, text }) => `${collection}/${language}/${name}.yaml${path}: ${text}`),
        ),
      );
      expect(found).toEqual([]);
      // The chronic-migraine insurance answer names the practice's plans by their one home.
      const faqs = (of: Language) =>
        (
          rawFile("conditions", of, "chronic-migraine").data as {
            faqs: { question: string; answer: string }[];
          }
        ).faqs;
      const at = faqs("en").findIndex((faq) => /insurance/i.test(faq.question));
      expect(at).toBeGreaterThanOrEqual(0);
      const answer = faqs(language)[at];
      expect(answer?.answer).toContain("{practiceInsuranceSummary}");
    },
  );

  it("says coverage of infusions and nerve blocks depends on the plan, and that we check it first (F2)", () => {
    for (const slug of ["infusions", "nerve-blocks"]) {
      const paragraphs = (rawFile("treatments", "en", slug).data as { insurance: string[] })
        .insurance;
      const own =
        paragraphs.find((paragraph) => !paragraph.includes("{practiceInsuranceSummary}")) ?? "";
      expect(own, slug).toMatch(/^Many plans cover[^.]*, but it depends on your plan/);
      expect(own, slug).toMatch(
        /We check your benefits and tell you what you may owe before the visit/,
      );
    }
  });

  it.each(languages)(
    "%s: the insurance summary and badge rest on the plan list, and claim no 'most' (F3)",
    (language) => {
      const { insurance } = givenIn(language).facts;
      const most: Record<Language, RegExp> = {
        en: /\bmost\b/i,
        ru: /большинств/i,
        es: /mayoría/i,
        zh: /大多数|多数/,
      };
      for (const words of [insurance.summary, insurance.badge]) {
        expect(words).not.toMatch(most[language]);
        expect(words).toMatch(/Medicare/);
      }
      // Each plan the English summary names is on the list of plans the practice is in network with.
      const plans = givenIn("en").facts.insurance.plans;
      const named = plans.filter((plan) => givenIn("en").facts.insurance.summary.includes(plan));
      expect(named.length).toBeGreaterThanOrEqual(2);
    },
  );

  it("keeps the Medicaid payment sentence and the quarterly trial as marks the release gate counts (F3, S17)", () => {
    const marks = readContentFile("practice/en/facts.yaml").marks;
    expect(marks.find((mark) => mark.field === "insurance.payment")?.kind).toBe("template");
    expect(marks.find((mark) => mark.field === "care.quarterlyCgrpTrialMonths")?.kind).toBe(
      "physician-to-confirm",
    );
    const open = marks.filter(
      (mark) =>
        mark.status === "open" &&
        ["insurance.payment", "care.quarterlyCgrpTrialMonths"].includes(mark.field),
    );
    const gaps = launchGaps().map((gap) => gap.where);
    for (const mark of open) {
      expect(gaps.some((where) => where.includes(`(${mark.field})`))).toBe(true);
    }
  });

  it("keeps each fact of the page for referring physicians a mark the release gate counts", () => {
    const { marks } = readContentFile("practice/en/facts.yaml");
    const referrals = Object.keys(practice().referrals).map((key) => `referrals.${key}`);
    const waits = ["care.urgentReferralSeenWithinDays", "care.consultLetterWithinDays"];
    expect(referrals.length).toBeGreaterThan(0);
    const gaps = launchGaps().map((gap) => gap.where);
    for (const [fields, kind] of [
      [referrals, "placeholder"],
      [waits, "physician-to-confirm"],
    ] as const) {
      for (const field of fields) {
        const mark = marks.find((each) => each.field === field);
        expect(mark?.kind, field).toBe(kind);
        expect(mark?.note, field).toBeTruthy();
        if (mark?.status === "open") {
          expect(
            gaps.some((where) => where.includes(`(${field})`)),
            field,
          ).toBe(true);
        }
      }
    }
  });

  it.each(languages)(
    "%s: a first-ever aura, or aura with one-sided weakness or trouble speaking, goes to 911 (F4)",
    (language) => {
      const signs = (of: Language) => {
        const { emergency, sameDay } = (
          rawFile("conditions", of, "migraine").data as { warningSigns: WarningSigns }
        ).warningSigns;
        return { emergency: byId(emergency), sameDay: byId(sameDay) };
      };
      const english = signs("en");
      const firstAura = Object.entries(english.emergency).find(([, sign]) =>
        /first-ever aura/i.test(sign),
      )?.[0];
      expect(firstAura).toBeDefined();
      expect(english.emergency[firstAura ?? ""]).toMatch(/weakness[^.]*trouble speaking/);
      expect(
        Object.values(english.sameDay).filter((sign) => /first[- ]?(ever )?aura/i.test(sign)),
      ).toEqual([]);
      expect(Object.keys(signs(language).emergency)).toContain(firstAura);
      expect(Object.keys(signs(language).sameDay)).not.toContain(firstAura);
    },
  );

  it("lists who should not take a triptan, whole, with the sumatriptan label (S1)", () => {
    const migraine = pageIn("en", "migraine");
    const section = migraine?.moreSections?.find((each) => /not take a triptan/.test(each.heading));
    const list = (section?.points ?? []).join("\n");
    expect(list).toMatch(/heart disease[^\n]*stroke or a TIA/);
    expect(list).toMatch(/blood pressure is not under control/);
    expect(list).toMatch(/peripheral vascular disease or ischemic bowel disease/);
    expect(list).toMatch(/weakness on one side[^\n]*brainstem/);
    expect(list).toMatch(/severe liver disease/);
    expect(list).toMatch(
      /another triptan, or an ergot medicine such as DHE, in the last \d+ hours/,
    );
    expect(list).toMatch(
      /MAO inhibitor[^\n]*less than \d+ weeks ago[^\n]*sumatriptan, rizatriptan and zolmitriptan/,
    );
    expect(section?.paragraphs?.join(" ")).toMatch(/SSRI or SNRI[^.]*\.[^.]*serotonin syndrome/);
    expect(cites("migraine", "imitrexInjectionLabel")).toBe(true);
    // The gap after an ergot is the one the DHE label gives after a triptan, on the infusion page.
    const afterErgot = claimedFigure("migraine", "imitrexInjectionLabel", /hours/);
    expect(afterErgot).toBeDefined();
    expect(text("infusions")).toContain(`DHE is not given within ${afterErgot} hours of a triptan`);
    // Every language has the section, with as many points.
    for (const language of translations) {
      const own = pageIn(language, "migraine")?.moreSections?.[
        migraine?.moreSections?.indexOf(section!) ?? -1
      ];
      expect(own?.points, language).toHaveLength(section?.points?.length ?? -1);
    }
  });

  it("gives cluster oxygen's flow, mask and time, and sumatriptan's daily limit and cautions (S2, S3)", () => {
    const cluster = text("cluster");
    const oxygen = pageIn("en", "cluster")?.numericClaims.filter(
      (claim) => claim.source === "cohenOxygen2009",
    );
    expect(oxygen?.length).toBeGreaterThanOrEqual(2);
    expect(cluster).toMatch(
      /100% oxygen at \d+–\d+ liters a minute, through a mask with a bag \(a non-rebreather mask\)/,
    );
    expect(cluster).toMatch(/Sit up and breathe it for \d+–\d+ minutes at the start of an attack/);
    expect(cluster).toMatch(/A nose tube, or a home oxygen machine at a low flow, does not work/);
    expect(cluster).toMatch(
      /no more than \d+ shots of \d+ mg in \d+ hours, at least \d+ hour apart/,
    );
    expect(cluster).toMatch(
      /Sumatriptan is not for people with heart disease, a past stroke or TIA/,
    );
    expect(cluster).toMatch(/poor blood flow to the legs or bowel/);
    expect(cluster).toMatch(
      /not taken within \d+ hours of an ergot such as DHE, or with an MAO inhibitor/,
    );
    expect(cites("cluster", "cohenOxygen2009")).toBe(true);
    expect(cites("cluster", "imitrexInjectionLabel")).toBe(true);
    const afterErgot = claimedFigure("cluster", "imitrexInjectionLabel", /ergot/);
    expect(afterErgot).toBe(claimedFigure("migraine", "imitrexInjectionLabel", /hours/));
  });

  it("sends a red eye to 911 only when it is unlike a cluster attack, and a new painful droop with neck pain there too (S6, N10)", () => {
    const { emergency } =
      contentIn("en").conditions.find((entry) => entry.slug === "cluster")?.warningSigns ?? {};
    const signs = (emergency ?? []).join("\n");
    expect(signs).toMatch(
      /painful red eye[^\n]*unlike your usual attacks or not clearing when the attack ends/,
    );
    expect(signs).toMatch(
      /new, painful drooping eyelid or small pupil with neck pain, or after a neck injury/,
    );
  });

  const gepantSection = (language: Language) =>
    pageIn(language, "cgrp")?.moreSections?.find((section) =>
      section.points?.some((point) => point.includes("CYP3A4")),
    );

  it.each(languages)(
    "%s: the gepant section names moderate CYP3A4 inhibitors with their dose rules, and zavegepant's decongestant rule (S7, S8)",
    (language) => {
      const points = gepantSection(language)?.points ?? [];
      expect(points.filter((point) => point.includes("P-gp"))).toHaveLength(1);
      if (language !== "en") return;
      const all = points.join("\n");
      // The familiar names lead, the class follows in brackets (T6 of 2026-11-28).
      expect(all).toMatch(
        /verapamil, diltiazem, fluconazole, erythromycin and grapefruit juice \(moderate CYP3A4 inhibitors\)/,
      );
      expect(all).toMatch(
        /take \d+ mg of ubrogepant \(Ubrelvy\)\. Do not take a second dose within \d+ hours/,
      );
      expect(all).toMatch(/second dose of rimegepant \(Nurtec ODT\) within \d+ hours/);
      expect(all).toMatch(/can stop ubrogepant, rimegepant and atogepant from working/);
      expect(all).not.toMatch(/can stop gepants from working/);
      expect(all).toMatch(
        /Avoid decongestant nose sprays with zavegepant\. If you cannot avoid one, use it at least/,
      );
      for (const key of ["ubrelvyLabel", "nurtecLabel"] as const) {
        expect(
          pageIn("en", "cgrp")?.numericClaims.some((claim) => claim.source === key),
          key,
        ).toBe(true);
      }
    },
  );

  it("names valproate in its warning to call, sends severe belly pain to the ER, and names urea cycle disorders (S9, N13)", () => {
    const preventives = text("preventives");
    expect(preventives).toMatch(/With valproate, call us right away for belly pain/);
    expect(preventives).toMatch(
      /Severe belly pain with vomiting can be pancreatitis: go to an emergency room/,
    );
    expect(preventives).toMatch(/urea cycle disorders/);
    expect(preventives).not.toMatch(/^Call us right away for belly pain/m);
  });

  it("exempts low-dose aspirin from the 20-week NSAID rule, citing the FDA (S10)", () => {
    const migraine = text("migraine");
    const weeks = claimedFigure("migraine", "fdaNsaidPregnancy", /weeks/);
    expect(weeks).toBeDefined();
    expect(migraine).toMatch(
      new RegExp(
        `avoided from ${weeks} weeks of pregnancy\\. This does not apply to low-dose aspirin`,
      ),
    );
    // Ketorolac, an NSAID too, keeps the same week (S16).
    expect(claimedFigure("infusions", "fdaNsaidPregnancy", /weeks/)).toBe(weeks);
  });

  it.each(languages)(
    "%s: the migraine page defines chronic migraine by the shared figures, not 'most days' (S11)",
    (language) => {
      const faqs = (
        rawFile("conditions", language, "migraine").data as {
          faqs: { answer: string }[];
        }
      ).faqs;
      const botox = faqs.find((faq) => faq.answer.includes("{chronicMigraineMigraineDays}"));
      expect(botox?.answer).toMatch(/\{chronicMigraineHeadacheDaysPerMonth\}/);
      expect(botox?.answer).toMatch(/\{chronicMigraineMonths[,}]/);
      expect(text("migraine")).not.toMatch(/headache on most days of the month/);
    },
  );

  it("gives gammaCore's cluster clearance as the device page does: episodic attacks, and prevention alongside other care (S13)", () => {
    const cluster = text("cluster");
    expect(cluster).toMatch(
      /gammaCore\)\. It is FDA-cleared to treat attacks of episodic cluster headache/,
    );
    expect(cluster).not.toMatch(/FDA-cleared for cluster headache/);
  });

  it("sends weakness over days to same-day care, and sudden weakness to 911 (S14)", () => {
    const sameDay =
      contentIn("en").conditions.find((entry) => entry.slug === "occipital-neuralgia")?.warningSigns
        ?.sameDay ?? [];
    expect(sameDay.join("\n")).toMatch(
      /weakness or numbness[^\n]*over days[^\n]*if it comes on suddenly, call 911/,
    );
  });

  it("names each device's own exclusions, from its instructions for use (S15)", () => {
    const devices = text("neuromodulation");
    expect(devices).toMatch(/sTMS device is not for people who have had seizures or epilepsy/);
    expect(devices).toMatch(
      /gammaCore device is not for people with narrowed neck \(carotid\) arteries/,
    );
    expect(devices).toMatch(/Nerivio armband is not for people with heart failure/);
    expect(devices).not.toMatch(/some other conditions/);
    for (const key of [
      "gammaCoreInstructions",
      "saviDualInstructions",
      "nerivioInstructions",
    ] as const) {
      expect(cites("neuromodulation", key), key).toBe(true);
    }
  });

  it("gives ketorolac's cautions, from its label (S16)", () => {
    expect(text("infusions")).toMatch(
      /Ketorolac is not safe for everyone[^\n]*kidney disease, a stomach ulcer or bleeding, or take a blood thinner[^\n]*allergic to aspirin[^\n]*heart bypass surgery[^\n]*weeks pregnant/,
    );
    expect(cites("infusions", "ketorolacLabel")).toBe(true);
  });

  it.each(languages)(
    "%s: the partner practices are separate, and the practice's structured data does not name them as itself (S18)",
    (language) => {
      const partners = givenIn("en").facts.partners;
      expect(partners.length).toBeGreaterThan(0);
      const sameAs = [practiceNode(language).sameAs ?? []].flat();
      expect(sameAs.filter((url) => partners.some((partner) => partner.url === url))).toEqual([]);
      const office = givenIn("en").facts.partners.find((partner) => partner.office);
      if (office) expect(office.description).toMatch(/separate practice/);
    },
  );

  it("tells people to call 911 for trouble breathing or swallowing after Botox (N3)", () => {
    expect(text("botox")).toMatch(/If you have trouble breathing or swallowing, call 911/);
  });

  it("says overuse headaches grow before the 3-month mark that makes the diagnosis (N7), and cites the AHS for the trial (N11)", () => {
    expect(text("medication-overuse")).toMatch(
      /the diagnosis is made once it has lasted more than/,
    );
    expect(text("medication-overuse")).not.toMatch(/When this goes on for more than/);
    const trial = (
      rawFile("conditions", "en", "chronic-migraine").data as {
        numericClaims: { text: string; source: string }[];
      }
    ).numericClaims.find((claim) => claim.text.includes("{cgrpTrialMonths}"));
    expect(trial?.source).toBe("ahsConsensus");
  });

  it("titles the AHS 2024 CGRP statement as published (N8), and says gepants block the CGRP receptor (N15)", () => {
    expect(sources().ahsCgrp?.title).toMatch(
      /^Calcitonin gene-related peptide-targeting therapies are a first-line option for the prevention of migraine/,
    );
    expect(text("migraine")).toMatch(/block the receptor, or docking site, of CGRP/);
  });

  it("keeps ICHD-3's chronic-migraine criteria and the Botox label's figures as published (N9)", () => {
    // Figures of care the practice may change live beside these in the facts; these are the
    // classification's and the label's, which the pages cite, and an edit must not move them.
    expect(practice().care.chronicMigraine).toEqual({
      headacheDaysPerMonth: 15,
      months: 3,
      migraineDays: 8,
    });
    // How long a treatment takes (minutes) is the practice's own.
    expect(practice().care.botox).toEqual({
      ...practice().care.botox,
      injections: 31,
      muscleAreas: 7,
      units: 155,
      everyWeeks: 12,
      minAge: 18,
    });
    expect(cites("chronic-migraine", "ichd3")).toBe(true);
    expect(cites("botox", "botoxLabel")).toBe(true);
    // The lines of medication overuse (8.2) are ICHD-3's too.
    expect(practice().care.medicationOveruse).toEqual({ days: 10, simpleAnalgesicDays: 15 });
    expect(cites("medication-overuse", "ichd3")).toBe(true);
  });

  it.each(languages)(
    "%s: the diary's lines of medication overuse are the medication-overuse page's facts",
    (language) => {
      // A placeholder, or its plural ("{medicationOveruseDays, plural, …}").
      const lines = ["medicationOveruseDays", "medicationOveruseSimpleAnalgesicDays"].map(
        (name) => new RegExp(`\\{${name}[,}]`),
      );
      type Overuse = { diagnosis: { criteria: string[] } };
      const criteria = (rawFile("conditions", language, "medication-overuse").data as Overuse)
        .diagnosis.criteria;
      type Diary = { diaryPage: { totals: Record<string, string> } };
      const { totals } = (readContentFile(wordsFilePath("page/diary", language)).data as Diary)
        .diaryPage;
      for (const line of lines) expect(criteria.join("\n")).toMatch(line);
      expect(totals.overuseLine).toMatch(lines[0]!);
      expect(totals.simpleLine).toMatch(lines[1]!);
      // Neither states a line's figure itself, and the diary shows the facts' figures.
      const { days, simpleAnalgesicDays } = practice().care.medicationOveruse;
      const typed = new RegExp(`(?<!\\d)(${days}|${simpleAnalgesicDays})(?!\\d)`);
      for (const text of [...criteria, ...Object.values(totals)]) expect(text).not.toMatch(typed);
      const shown = contentIn(language).diaryPage.totals;
      expect(shown.overuseLine).toContain(`${days}`);
      expect(shown.simpleLine).toContain(`${simpleAnalgesicDays}`);
    },
  );

  it.each(languages)(
    "%s: gives a trial for the preventive tablets, and follow-up on CGRP medicines every three months once settled (N2, N14)",
    (language) => {
      type KeyFact = { label: string; value: string };
      const cgrp = rawFile("treatments", language, "cgrp").data as { keyFacts: KeyFact[] };
      const english = (rawFile("treatments", "en", "cgrp").data as { keyFacts: KeyFact[] })
        .keyFacts;
      const tablets = english.findIndex((fact) => /atogepant, rimegepant/.test(fact.label));
      expect(english[tablets]?.value).toContain("{cgrpTrialMonths}");
      expect(cgrp.keyFacts[tablets]?.value).toContain("{cgrpTrialMonths");
      expect(cgrp.keyFacts[tablets]?.label).toMatch(/atogepant|атогепант|阿托吉泮/i);
      expect(text("cgrp")).toMatch(
        /atogepant taken daily or rimegepant every other day, after a trial of \d+ months/,
      );
      const threeMonths: Record<Language, RegExp> = {
        en: /every three months/,
        es: /cada tres meses/,
        ru: /раз в три месяца/,
        zh: /每三个月/,
      };
      const monthly: Record<Language, RegExp> = {
        en: /monthly/i,
        es: /cada mes|mensual/i,
        ru: /раз в месяц/,
        zh: /每月/,
      };
      type Schedule = { term: string; detail: string }[];
      const followUp = (of: Language) =>
        (
          readContentFile(`page/patients/${of}/words.yaml`).data as {
            patientsPage: { followUp: { schedule: Schedule } };
          }
        ).patientsPage.followUp.schedule;
      const row = followUp("en").findIndex((each) => /CGRP/.test(each.term));
      const detail = followUp(language)[row]?.detail ?? "";
      const visits = cgrp.keyFacts[tablets + 1]?.value ?? "";
      for (const words of [detail, visits]) {
        expect(words).toMatch(threeMonths[language]);
        expect(words).not.toMatch(monthly[language]);
      }
    },
  );

  it.each(languages)(
    "%s: names Relivion among the devices, with its clearance (N6)",
    (language) => {
      const page = rawFile("treatments", language, "neuromodulation").data as {
        howItWorks: string[];
      };
      const english = (
        rawFile("treatments", "en", "neuromodulation").data as {
          howItWorks: string[];
        }
      ).howItWorks;
      const at = english.findIndex((paragraph) => paragraph.includes("(Relivion)"));
      expect(english[at]).toMatch(/cleared to treat migraine attacks/);
      expect(page.howItWorks[at]).toContain("Relivion");
      expect(english.join("\n")).not.toMatch(/four main types/);
      expect(cites("neuromodulation", "relivionClearance")).toBe(true);
    },
  );

  it.each(languages)(
    "%s: answers whether acetaminophen is safe in pregnancy, as the FDA's notice says (N12)",
    (language) => {
      type Faq = { question: string; answer: string };
      const faqs = (of: Language) =>
        (rawFile("conditions", of, "migraine").data as { faqs: Faq[] }).faqs;
      const at = faqs("en").findIndex((faq) => /acetaminophen/i.test(faq.question));
      expect(faqs("en")[at]?.answer).toMatch(
        /have not shown that it causes[^\n]*lowest dose that works, for the shortest time/,
      );
      const drug: Record<Language, RegExp> = {
        en: /acetaminophen/i,
        es: /acetaminofén/i,
        ru: /парацетамол/i,
        zh: /对乙酰氨基酚/,
      };
      expect(faqs(language)[at]?.question).toMatch(drug[language]);
      expect(faqs(language)[at]?.answer).toMatch(/FDA/);
      expect(cites("migraine", "fdaAcetaminophenPregnancy")).toBe(true);
    },
  );
});

describe("Russian noun forms after a figure of care follow the figure (translators' review)", () => {
  // Each figure is set to 1 and to 5, every Russian condition, treatment and practice file is
  // filled in with it, and the noun after each figure must take that number's form.
  const units = {
    // The genitive plural: wrong after 1 ("1 месяцев"), right after 5.
    plural: /^(месяцев|недель|минут|дней|лет|часов|единиц|инъекций|уколов)$/,
    // The singular and the form after 2–4: wrong after 5 ("5 месяца").
    singular:
      /^(месяц|месяца|неделя|неделю|недели|минута|минуту|минуты|день|дня|год|года|час|часа|единица|единицы|инъекция|инъекции|укол|укола)$/,
  };
  const files = ["conditions", "treatments"].flatMap((collection) =>
    contentFileNames(`${collection}/ru`).map((name) => `${collection}/ru/${name}.yaml`),
  );
  files.push("practice/ru/facts.yaml");
  // The pages' and notices' words, and the interface's, where the reply time, the visits and the
  // privacy notices' days are counted.
  const wordsFilesRu = [
    ...wordsFiles.map((file) => wordsFilePath(file, "ru")),
    ...contentFileNames("notice/ru").map((name) => `notice/ru/${name}.yaml`),
  ];

  /** Every figure of care set to `value`, as the content gives figures (a number, or "60–90"). */
  const figuresAt = (value: number) =>
    Object.fromEntries(
      Object.entries(givenIn("ru").figures).map(([name, figure]) => [
        name,
        typeof figure === "number"
          ? value
          : /^\d+(–\d+)?$/.test(String(figure))
            ? String(value)
            : figure,
      ]),
    );

  /** Each figure `value` in `filled` followed by a noun in a form that number does not take. */
  const wrongForms = (filled: string, value: number) => {
    const wrong = value % 10 === 1 && value % 100 !== 11 ? units.plural : units.singular;
    return [...filled.matchAll(new RegExp(`(?<![\\d.,–-])${value}\\s+([а-яё]+)`, "g"))]
      .filter((match) => wrong.test(match[1] ?? ""))
      .map((match) => match[0]);
  };

  /** What each sentence with a placeholder reads with every figure at `value`, in those files. */
  const filledSentences = (paths: string[], value: number) =>
    paths.flatMap((path) => {
      const file = readContentFile(path);
      return (
        sentencesOfFile(file)
          .filter(({ text }) => /\{\w+/.test(text))
          // A field that is only a list of the facts ("{practiceInsurancePlans}") holds no figure.
          .filter(({ text }) => !(text.slice(1, -1) in givenIn("ru").lists))
          .map(({ path: at, text }) => {
            const words = filled(text, file, { figures: figuresAt(value), lists: {} }, "ru");
            return { where: `${path}${at}`, raw: text, filled: words as string };
          })
      );
    });

  it.each([1, 5, 21])("reads every Russian page with each figure of care set to %i", (value) => {
    const problems = filledSentences(files, value).flatMap(({ where, filled }) =>
      wrongForms(filled, value).map((found) => `${where}: "${found}" in: ${filled}`),
    );
    expect(problems).toEqual([]);
  });

  it.each([1, 5, 21])(
    "reads the Russian pages' and notices' words with each figure set to %i",
    (value) => {
      const sentences = filledSentences(wordsFilesRu, value);
      // Each plural of a figure in these words is read, with the figure in place.
      const plurals = sentences.filter(({ raw }) => /\{\w+, plural,/.test(raw));
      expect(plurals.length).toBeGreaterThan(0);
      for (const { where, filled } of plurals) {
        expect(filled, where).toMatch(new RegExp(`(?<![\\d.,–-])${value}\\s`));
      }
      const problems = sentences.flatMap(({ where, filled }) =>
        wrongForms(filled, value).map((found) => `${where}: "${found}" in: ${filled}`),
      );
      expect(problems).toEqual([]);
    },
  );

  it("puts no noun after the contact form's limits, which are written with their thousands apart", () => {
    // "{messageLimit}" reads "5 000": no plural can choose its noun, so the sentence names the noun first.
    const afterLimit = /\{(messageLimit|limit)\}\s*[а-яё]/i;
    const found = wordsFilesRu.flatMap((path) =>
      sentencesOfFile(readContentFile(path))
        .filter(({ text }) => afterLimit.test(text))
        .map(({ path: at, text }) => `${path}${at}: ${text}`),
    );
    expect(found).toEqual([]);
    expect(afterLimit.test("до {messageLimit} знаков")).toBe(true);
  });

  it("finds a noun typed after a figure, so the checks above can fail", () => {
    expect(wrongForms("в течение 1 часов", 1)).toEqual(["1 часов"]);
    expect(wrongForms("через 5 месяца", 5)).toEqual(["5 месяца"]);
    expect(wrongForms("через 21 месяцев", 21)).toEqual(["21 месяцев"]);
    expect(wrongForms("через 5 месяцев", 5)).toEqual([]);
  });
});

// The headache specialist's findings of 2026-11-28 (../shared/reviews/2026-11-28/medical.md,
// section 3): each held in every language, read from the content itself.
describe("the headache specialist's findings of 28 November, held", () => {
  type Glance = { atAGlance: { treatment: string; emergency: string } };
  const rawFile = (collection: string, language: Language, name: string) =>
    readContentFile(`${collection}/${language}/${name}.yaml`);

  it.each(languages)(
    "%s: every condition's 'When to call 911' box opens with the shared sentence, from its one home (G2)",
    (language) => {
      const shared = givenIn(language).facts.coreEmergencySentence;
      expect(shared).toMatch(/\b911\b/);
      if (language === "en") {
        // The sentence names the stroke and seizure signs that each box once left out.
        expect(shared).toMatch(
          /sudden, severe headache[^.]*weakness[^.]*numbness[^.]*drooping face[^.]*trouble speaking[^.]*seizure/,
        );
      } else {
        // The translation gives its own words for it, not the English left in place.
        const own = readContentFile(`practice/${language}/facts.yaml`).data as {
          coreEmergencySentence?: string;
        };
        expect(own.coreEmergencySentence, language).toBeTruthy();
        expect(shared).not.toBe(givenIn("en").facts.coreEmergencySentence);
      }
      const conditions = contentIn(language).conditions;
      expect(conditions).toHaveLength(contentFileNames("conditions/en").length);
      const lacking = conditions
        .filter((condition) => !condition.atAGlance.emergency.startsWith(shared))
        .map((condition) => `${condition.slug}: ${condition.atAGlance.emergency}`);
      expect(lacking).toEqual([]);
      // Each box then adds a sentence of its own page.
      const bare = conditions
        .filter((condition) => condition.atAGlance.emergency.trim() === shared.trim())
        .map((condition) => condition.slug);
      expect(bare).toEqual([]);
      // Each file names the shared sentence by its placeholder, so no copy can drift from it.
      const copied = contentFileNames(`conditions/${language}`).filter(
        (name) =>
          !(
            readContentFile(`conditions/${language}/${name}.yaml`).data as Glance
          ).atAGlance.emergency.startsWith("{practiceCoreEmergencySentence}"),
      );
      expect(copied).toEqual([]);
    },
  );

  it.each(languages)(
    "%s: at the 911 level a head injury counts for anticoagulants, named, not for aspirin or clopidogrel (C3)",
    (language) => {
      const signs = (of: Language) =>
        byId(
          (rawFile("conditions", of, "post-traumatic").data as { warningSigns: WarningSigns })
            .warningSigns.emergency,
        );
      const key = Object.entries(signs("en")).find(([, sign]) => /blood thinner/.test(sign))?.[0];
      expect(key).toBeDefined();
      expect(signs("en")[key ?? ""]).toMatch(/warfarin, apixaban[^\n]*rivaroxaban[^\n]*dabigatran/);
      const box = (of: Language) =>
        (rawFile("conditions", of, "post-traumatic").data as Glance).atAGlance.emergency;
      for (const words of [signs(language)[key ?? ""] ?? "", box(language)]) {
        expect(words).toMatch(/warfarin|варфарин|华法林/i);
        expect(words).not.toMatch(/aspirin|clopidogrel|аспирин|клопидогрел|阿司匹林|氯吡格雷/i);
      }
    },
  );

  it("keeps the atogepant line a mark the physician confirms against the 9/2025 label, counted by the release gate (T3)", () => {
    const file = rawFile("treatments", "en", "cgrp");
    const points = (file.data as { moreSections: { points?: string[] }[] }).moreSections.flatMap(
      (section, at) =>
        (section.points ?? []).map((point, index) => ({
          field: `moreSections.${at}.points.${index}`,
          point,
        })),
    );
    const atogepant = points.find(({ point }) => point.startsWith("Atogepant (Qulipta)"));
    expect(atogepant).toBeDefined();
    const mark = file.marks.find((each) => each.field === atogepant?.field);
    expect(mark?.kind).toBe("physician-to-confirm");
    expect(mark?.note).toMatch(/Qulipta[^.]*2\.2[^.]*9\/2025/);
    if (mark?.status === "open") {
      expect(launchGaps().some((gap) => gap.where.includes(`(${mark.field})`))).toBe(true);
    }
  });

  /** "Cut back or stop" the overused medicine, as each language says it. */
  const cutBackOrStop: Record<Language, RegExp> = {
    en: /cut back or stop/i,
    es: /reducir o dejar/i,
    ru: /сократить или прекратить/i,
    zh: /减少或停用/,
  };

  it.each(languages)(
    "%s: wherever a page says to cut back or stop the medicine, the same field warns not to stop an opioid or butalbital alone (C1)",
    (language) => {
      const overuse = contentIn(language).conditions.find(
        (condition) => condition.slug === "medication-overuse",
      );
      // The warning is the sentence of the At a glance box that names Fioricet, in this language.
      const taper = sentencesIn(overuse?.atAGlance.treatment ?? "").find((sentence) =>
        sentence.includes("Fioricet"),
      );
      expect(taper, language).toBeDefined();
      if (language === "en")
        expect(taper).toMatch(/opioid[^.]*butalbital[^.]*on your own[^.]*taper/);
      // In view, the box and the treatment section's lead-in both carry it.
      expect(overuse?.treatment.intro).toContain(taper);
      expect(overuse?.treatment.intro).toMatch(cutBackOrStop[language]);
      const bare = contentIn(language).conditions.flatMap((condition) =>
        sentencesOf(condition, conditionFile)
          .filter(({ text }) => cutBackOrStop[language].test(text))
          .filter(({ text }) => !text.includes(taper ?? "\u0000"))
          .map(({ path, text }) => `${condition.slug}${path}: ${text}`),
      );
      expect(bare).toEqual([]);
    },
  );
});
