// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateText } from "./date-text.ts";
import { languages, translations } from "#app/content-loader/translated.ts";
import { pageLanguages } from "./page-languages.ts";

describe("the languages of the page at a URL", () => {
  it("links each language's version of the page and offers the others in their own words", () => {
    const facts = pageLanguages("http://localhost/ru/conditions/cluster");
    expect(facts).toMatchObject({ language: "ru", languageTag: "ru", locale: "ru_RU" });
    expect(facts.languages.map((version) => [version.name, version.to])).toEqual([
      ["English", "/conditions/cluster"],
      ["Русский", "/ru/conditions/cluster"],
      ["Español", "/es/conditions/cluster"],
      ["简体中文", "/zh/conditions/cluster"],
    ]);
    // No offer of English: the translation notice links the original.
    expect(facts.offers.map((offer) => [offer.language, offer.words.read])).toEqual([
      ["es", "Leer en español"],
      ["zh", "阅读中文版"],
    ]);
    expect(facts.translation).toEqual({
      // No translator's review is recorded (content/reviews/ru.yaml): awaiting one.
      state: "awaiting",
      // When the translation was made (below), written as Russian writes dates (date-text.test.ts).
      date: dateText(facts.translation?.date.iso ?? "", "ru"),
      original: "/conditions/cluster",
    });
  });

  it("says nothing of a translation on an English page, and offers every other language there", () => {
    const facts = pageLanguages("http://localhost/about");
    expect(facts.translation).toBeNull();
    expect(facts.offers.map((offer) => offer.language)).toEqual(translations);
  });

  it("takes a URL's language from its prefix alone", () => {
    expect(pageLanguages("http://localhost/es/contact").language).toBe("es");
    expect(pageLanguages("http://localhost/estimate").language).toBe("en");
  });

  it("offers each language's home page from a 404 page", () => {
    const facts = pageLanguages("http://localhost/es/404");
    expect(facts.language).toBe("es");
    expect(facts.languages.map((version) => version.to)).toEqual(
      languages.map((language) => (language === "en" ? "/" : `/${language}`)),
    );
  });
});

describe("the date a translation notice gives", () => {
  let folder = "";
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Commits the copy's changes as made at `when` (New York's noon of that date). */
  const commitOn = (when: string) =>
    execFileSync(
      "git",
      ["-C", folder, "-c", "user.name=T", "-c", "user.email=t@example.org", "commit", "-qam", when],
      { env: { ...process.env, GIT_COMMITTER_DATE: `${when}T12:00:00-05:00` } },
    );
  const edit = (file: string, change: (text: string) => string) => {
    const at = path.join(folder, "content", file);
    writeFileSync(at, change(readFileSync(at, "utf8")));
  };
  const notice = (url: string) => pageLanguages(`http://localhost${url}`).translation?.date.iso;

  it("is the day the translation's words were last changed, as git's history has it", () => {
    folder = mkdtempSync(path.join(tmpdir(), "translated-on-"));
    cpSync("content", path.join(folder, "content"), { recursive: true });
    execFileSync("git", ["-C", folder, "init", "-q"]);
    execFileSync("git", ["-C", folder, "add", "content"]);
    commitOn("2026-01-05");
    // A Spanish sentence of one page changes; the Chinese file loses its
    // comments (as the editor writes a file), which translates nothing.
    edit("conditions/es/migraine.yaml", (text) =>
      text.replace(/^title: (.*)$/m, "title: $1 (nueva)"),
    );
    edit("conditions/zh/migraine.yaml", (text) => text.replace(/^#.*\n/gm, ""));
    commitOn("2026-02-10");
    vi.stubEnv("SITE_CONTENT_DIR", path.join(folder, "content"));

    expect(notice("/es/conditions/migraine")).toBe("2026-02-10");
    expect(notice("/zh/conditions/migraine")).toBe("2026-01-05");
    expect(notice("/es/conditions/cluster")).toBe("2026-01-05");
  });
});
