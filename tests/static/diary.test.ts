// The headache diary's PDFs (scripts/diary-pdfs.ts), as the build wrote them
// beside the page: in every language one for Letter and one for A4, each one
// page of its paper (either way up), each linked from the page, and a page
// that loads no script and has nothing to send.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diaryPdfPath, diaryPdfs, languagePath, toolPages } from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { builtPage, clientDir, readBuilt } from "./built-site.ts";

/** A paper's width and height in PostScript points, as a PDF's MediaBox gives them. */
const paper = { Letter: [612, 792], A4: [595, 842] } as const;
const sizes = Object.keys(diaryPdfs) as (keyof typeof diaryPdfs)[];

describe.each(languages)("the %s headache diary", (language) => {
  const built = builtPage(languagePath(language, toolPages.diary.path));

  it.each(sizes)("has a PDF for %s, one page of that paper, linked from the page", (size) => {
    const href = diaryPdfPath(language, size);
    expect(existsSync(path.join(clientDir, href))).toBe(true);
    const pdf = readBuilt(href).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    const [width, height] = [Number(box?.[1]), Number(box?.[2])].map(Math.floor);
    expect([width, height].sort()).toEqual([...paper[size]].sort());
    expect(built.document.querySelectorAll(`a[href="${href}"]`)).toHaveLength(1);
  });

  it("runs no script, from a file or written in, and has no form to send anything with", () => {
    // Only data for search engines and the browser's own prefetch rules, which run nothing.
    const running = [...built.document.querySelectorAll("script")].filter(
      (script) => !["application/ld+json", "speculationrules"].includes(script.type),
    );
    expect(running.map((script) => script.outerHTML.slice(0, 80))).toEqual([]);
    expect(built.document.querySelectorAll("form, input, textarea")).toHaveLength(0);
  });
});
