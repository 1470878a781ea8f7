// One overlay for every content file: a page's translation must give every
// words field of its English, the practice's only the fields it names; both
// are laid over their English by the same rules.
import { describe, expect, it } from "vitest";
import { readContentFile, wordsFilePath } from "./files.ts";
import { laidOver, misfits, overlay } from "./word-fields.ts";

const english = readContentFile(wordsFilePath("page/about", "en"));
const russian = readContentFile(wordsFilePath("page/about", "ru"));

describe("a page's translation", () => {
  it("names the words it leaves out, with the file and the line", () => {
    const data = structuredClone(russian.data) as { aboutPage: Record<string, unknown> };
    delete data.aboutPage.header;
    expect(misfits({ ...russian, data }, english.data, data, "every words field")).toEqual([
      expect.stringMatching(
        /^content\/page\/about\/ru\/words\.yaml, line \d+: aboutPage\.header: the English has fields here; translate them$/,
      ),
    ]);
  });

  it("names a list of another length than the English", () => {
    const data = structuredClone(russian.data) as {
      aboutPage: { approach: { topics: unknown[] } };
    };
    data.aboutPage.approach.topics.pop();
    expect(misfits({ ...russian, data }, english.data, data, "every words field")).toEqual([
      expect.stringMatching(
        /aboutPage\.approach\.topics: the English list has \d+ items, this one/,
      ),
    ]);
  });

  it("is laid over its English: its words, and the English where it has no words", () => {
    type Page = { aboutPage: { physician: { link: { to: string; label: string } } } };
    const laid = laidOver(english.data, russian, "every words field");
    expect(laid.problems).toEqual([]);
    const page = laid.data as Page;
    const own = russian.data as Page;
    const source = english.data as Page;
    expect(page.aboutPage.physician.link).toEqual({
      to: source.aboutPage.physician.link.to,
      label: own.aboutPage.physician.link.label,
    });
  });
});

describe("a list matched by id", () => {
  it("takes the English order, whatever the translation's", () => {
    const source = {
      lines: [
        { id: "a", line: "A" },
        { id: "b", line: "B" },
      ],
      url: "https://x",
    };
    const words = {
      lines: [
        { id: "b", line: "Б" },
        { id: "a", line: "А" },
      ],
    };
    expect(overlay(source, words)).toEqual({
      lines: [
        { id: "a", line: "А" },
        { id: "b", line: "Б" },
      ],
      url: "https://x",
    });
  });
});
