// `npm run test:launch`: the README's "Before launch" edits, made in a copy of
// the project as the practice would make them (Friday's hours split off and
// shorter, a new health plan, the physician's real name, a portrait with its
// alt text, a seventh condition page in every language), then the build, the
// tests under app/ and the static tests on that copy. A test that restates
// today's hours, name, plans or count of pages fails here. Arguments go to
// Vitest (`npm test` passes its reporters, to a report outside the copy).
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoSpecs } from "#app/content-loader/photos.ts";
import { languages } from "#app/content-loader/translated.ts";
import { projectCopy } from "./project-copy.ts";

/** What the edits put in: a new plan, a name, and the seventh condition's title in each language. */
const rehearsal = {
  plan: "Hudson Valley Community Health Plan",
  physicianName: "Maria Test-Physician, MD",
  fridayCloses: "15:00",
  condition: {
    slug: "rehearsal-condition",
    copyOf: "occipital-neuralgia",
    title: {
      en: "Rehearsal Headache",
      es: "Cefalea de ensayo",
      ru: "Пробная головная боль",
      zh: "演练头痛",
    },
    // What search results show of it: each page's description is its own.
    shortDesc: {
      en: "A page made only for the launch rehearsal, to show that a seventh condition page builds.",
      es: "Una página hecha solo para el ensayo de lanzamiento, para mostrar que se crea una séptima afección.",
      ru: "Страница только для пробного запуска: она показывает, что седьмая страница заболевания собирается.",
      zh: "这个页面只用于上线演练，用来说明第七个病症页面可以正常生成。",
    },
  },
  portraitAlt: {
    en: "{practicePhysicianName} in the consulting room",
    es: "{practicePhysicianName} en el consultorio",
    ru: "{practicePhysicianName} в кабинете",
    zh: "{practicePhysicianName}在诊室",
  },
} as const;

/** A file of the copy, changed by `edit`; an edit that changes nothing is a broken rehearsal. */
function edit(folder: string, file: string, change: (text: string) => string): void {
  const at = path.join(folder, file);
  const text = readFileSync(at, "utf8");
  const changed = change(text);
  if (changed === text) throw new Error(`The rehearsal's edit of ${file} changed nothing.`);
  writeFileSync(at, changed);
}

/** The "Before launch" edits, made to the content folder `content`. */
async function makeLaunchEdits(content: string): Promise<void> {
  edit(content, "practice/en/facts.yaml", (text) =>
    text
      // Friday split off from the weekday row, closing earlier.
      .replace(
        /^( +)- dayOfWeek: \[Monday, Tuesday, Wednesday, Thursday, Friday\]\n((?:\1 {2}.*\n)+)/m,
        (_row, indent: string, fields: string) =>
          `${indent}- dayOfWeek: [Monday, Tuesday, Wednesday, Thursday]\n${fields}` +
          `${indent}- dayOfWeek: [Friday]\n${fields.replace(/closes: .*/, `closes: "${rehearsal.fridayCloses}"`)}`,
      )
      .replace(/^( +)plans:\n/m, `$1plans:\n$1  - ${rehearsal.plan}\n`)
      .replace(/^( +)name: .*, MD$/m, `$1name: ${rehearsal.physicianName}`),
  );
  // The portrait, as a phone would name it, at the size the README asks for.
  const [width, height] = photoSpecs.portrait.minimum.map((side) => side + 200) as [number, number];
  const create = { width, height, channels: 3, background: "#786e96" } as const;
  await sharp({ create })
    .jpeg()
    .toFile(path.join(content, "photos", "Portrait.JPEG"));
  for (const language of languages) {
    edit(content, `page/home/${language}/words.yaml`, (text) =>
      text.replace(/^( +)alt: ""$/m, `$1alt: "${rehearsal.portraitAlt[language]}"`),
    );
    // A seventh condition page, in every language.
    const { slug, copyOf, title, shortDesc } = rehearsal.condition;
    const page = readFileSync(path.join(content, "conditions", language, `${copyOf}.yaml`), "utf8")
      .replace(/^title: .*$/m, `title: ${title[language]}`)
      .replace(/^shortDesc: .*$/m, `shortDesc: ${JSON.stringify(shortDesc[language])}`)
      .replace(/^order: \d+$/m, "order: 7");
    writeFileSync(path.join(content, "conditions", language, `${slug}.yaml`), page);
  }
}

if (import.meta.main) {
  const copy = projectCopy("launch-rehearsal-");
  let status = 1;
  try {
    await makeLaunchEdits(path.join(copy, "content"));
    console.log(`Launch rehearsal in ${copy}: the README's "Before launch" edits made.`);
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== "SITE_CONTENT_DIR"),
    );
    const build = spawnSync("npm", ["run", "build"], { cwd: copy, env, stdio: "inherit" });
    if (build.status !== 0) {
      console.error("Launch rehearsal: the build failed on the edited content.");
    } else {
      const vitest = [
        ...[path.join(copy, "node_modules", ".bin", "vitest"), "run"],
        ...["--project", "app", "--project", "static"],
        // One worker: with two, these files took 126 s of CPU and 67 s, against
        // 73 s and 57 s (each worker sets up jsdom and reads everything again).
        ...["--maxWorkers", "1"],
        // The tools' tests under scripts/ make their own inputs and state no fact.
        "app/",
        // The static tests but the W3C validation of the markup (a minute of Java),
        // which checks the templates, not the facts, and runs in every `npm test`.
        ...readdirSync(path.resolve(import.meta.dirname, "../tests/static"))
          .filter((file) => file.endsWith(".test.ts") && file !== "html-validity.test.ts")
          .map((file) => `tests/static/${file}`),
        ...process.argv.slice(2),
      ];
      const tests = spawnSync(process.execPath, vitest, { cwd: copy, env, stdio: "inherit" });
      status = tests.status ?? 1;
    }
  } finally {
    if (!process.env.KEEP_REHEARSAL) rmSync(copy, { recursive: true, force: true });
  }
  process.exit(status);
}
