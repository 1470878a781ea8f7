// @vitest-environment node
// The translator's round trip: a language's words out to XLIFF 2.0 and back
// into the content files, with nothing lost and nothing else changed.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import xliff2js from "xliff/xliff2js";
import { afterEach, describe, expect, it } from "vitest";
import { contentFolder } from "#app/content/files.ts";
import { exportXliff, importXliff } from "./xliff.ts";

const copies: string[] = [];
function copyOfContent(): string {
  const folder = mkdtempSync(join(tmpdir(), "site-xliff-"));
  cpSync(contentFolder, folder, { recursive: true });
  copies.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every content file of a language, by path, as bytes. */
function filesOf(folder: string, language: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const collection of ["conditions", "treatments", "notices", "pages"]) {
    for (const name of readdirSync(join(folder, collection, language))) {
      files.set(
        `${collection}/${name}`,
        readFileSync(join(folder, collection, language, name), "utf8"),
      );
    }
  }
  for (const single of ["interface", "practice"]) {
    files.set(single, readFileSync(join(folder, single, `${language}.yaml`), "utf8"));
  }
  return files;
}

describe.each(["ru", "es", "zh"] as const)("XLIFF in %s", (language) => {
  it("carries every sentence, with its page's address, and comes back with nothing lost", async () => {
    const folder = copyOfContent();
    const before = filesOf(folder, language);
    const xml = await exportXliff(language, folder);
    const parsed = (await xliff2js(xml)) as {
      resources: Record<string, Record<string, { source: string; target: string; note?: string }>>;
    };
    const units = Object.values(parsed.resources).flatMap((file) => Object.values(file));
    expect(units.length).toBeGreaterThan(900);
    expect(units.every((unit) => unit.source && unit.target)).toBe(true);
    expect(parsed.resources["conditions/migraine"]?.title?.note).toContain(
      `/${language}/conditions/migraine`,
    );
    // A sentence with a glossary term says how the language writes it.
    expect(parsed.resources["pages/home"]?.["hero.benefits.1"]?.note).toMatch(
      new RegExp(
        `Glossary \\(content/glossary\\.yaml\\): "Botox" is "${{ ru: "Ботокс", es: "Botox", zh: "保妥适" }[language]}"; "CGRP" is "CGRP"`,
      ),
    );
    // The main pages, the interface and the facts' words travel too.
    expect(parsed.resources["pages/patients"]?.["patientsPage.header.title"]?.note).toContain(
      `/${language}/patients`,
    );
    expect(Object.keys(parsed.resources["interface"] ?? {})).toContain(
      "interfaceText.skipToContent",
    );
    expect(Object.keys(parsed.resources["practice"] ?? {})).toContain("insurance.summary");

    // A sentence lost in the files is restored from the XLIFF, and nothing else moves.
    const damaged = join(folder, "conditions", language, "migraine.yaml");
    const original = readFileSync(damaged, "utf8");
    const summary = original.match(/^summary: (.*)$/m)?.[1] ?? "";
    writeFileSync(damaged, original.replace(summary, "(lost)"));
    const result = await importXliff(language, xml, folder);
    expect(result.written).toEqual([`content/conditions/${language}/migraine.yaml`]);
    expect(filesOf(folder, language)).toEqual(before);
  });

  it("writes a translator's change into the page's file, comments kept", async () => {
    const folder = copyOfContent();
    const xml = await exportXliff(language, folder);
    const parsed = (await xliff2js(xml)) as {
      resources: Record<string, Record<string, { target: string }>>;
    };
    const title = parsed.resources["treatments/botox"]?.title?.target ?? "";
    const changed = xml.replace(`<target>${title}</target>`, `<target>${title} (2)</target>`);
    expect(changed).not.toBe(xml);
    const result = await importXliff(language, changed, folder);
    expect(result).toMatchObject({
      changed: 1,
      written: [`content/treatments/${language}/botox.yaml`],
    });
    const file = readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8");
    expect(file).toMatch(/^# The treatment page \/treatments\/botox/);
    expect(file).toContain(`title: ${title} (2)`);
  });

  it("refuses a file whose sentence lost a placeholder, and writes nothing", async () => {
    const folder = copyOfContent();
    const xml = await exportXliff(language, folder);
    const before = readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8");
    const broken = xml.replace(/(<target>[^<]*?)\{botoxUnits\}/, "$1155");
    expect(broken).not.toBe(xml);
    await expect(importXliff(language, broken, folder)).rejects.toThrow(
      /Nothing was written: .*\n.*botoxUnits/,
    );
    expect(readFileSync(join(folder, "treatments", language, "botox.yaml"), "utf8")).toBe(before);
  });

  it("refuses a file made for another language", async () => {
    const folder = copyOfContent();
    const other = language === "ru" ? "es" : "ru";
    await expect(importXliff(language, await exportXliff(other, folder), folder)).rejects.toThrow(
      /not/,
    );
  });
});
