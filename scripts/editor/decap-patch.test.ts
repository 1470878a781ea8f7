// Decap CMS's bundle, as the build copies it, groups a page's files in one
// folder per language into one entry, whatever the folders are named.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { languages } from "#app/content-loader/translated.ts";
import { patchDecap } from "./decap-patch.ts";

const bundle = readFileSync(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));

/** The bundle's function that takes a file's language out of its path, run on its own. */
function normalize(code: string): (path: string, locale: string) => string {
  const match =
    /function (\w+)\(e,t,n\)\{switch\(e\)\{case (\w+)\.MULTIPLE_FOLDERS:return.*?default:return t\}\}/.exec(
      code,
    );
  if (!match) throw new Error("normalizeFilePath not found");
  const run = new Function(
    `const ${match[2]} = { MULTIPLE_FOLDERS: "multiple_folders", MULTIPLE_FILES: "multiple_files", SINGLE_FILE: "single_file" }; ${match[0]}; return ${match[1]};`,
  )() as (structure: string, path: string, locale: string) => string;
  return (path, locale) => run("multiple_folders", path, locale);
}

describe("Decap CMS's bundle, fixed", () => {
  it('took the first "es/" out of a path, wherever it was', () => {
    const before = normalize(bundle.toString("utf8"));
    expect(before("content/pages/home/es/words.yaml", "es")).not.toBe(
      before("content/pages/home/en/words.yaml", "en"),
    );
  });

  it("takes the language's folder out, so every language of a page is one entry", () => {
    const after = normalize(patchDecap("decap-cms.js", bundle).toString("utf8"));
    for (const folder of ["pages/home", "notices", "practice", "interface"]) {
      const paths = languages.map((language) =>
        after(`content/${folder}/${language}/words.yaml`, language),
      );
      expect(new Set(paths), folder).toEqual(new Set([`content/${folder}/words.yaml`]));
    }
  });

  it("leaves the other files alone", () => {
    const other = Buffer.from("chunk");
    expect(patchDecap("103.decap-cms.js", other)).toBe(other);
  });
});
