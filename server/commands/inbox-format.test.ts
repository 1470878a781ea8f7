// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvByteOrderMark, csvCell, forTerminal } from "./inbox-format.ts";

describe("inbox on a terminal", () => {
  it("shows a carriage return instead of letting it rewrite the line", () => {
    expect(forTerminal("Ana\rEvil")).toBe("Ana\\rEvil");
  });

  it("shows direction overrides and zero-width characters instead of obeying them", () => {
    expect(forTerminal("Ana\u202eenolc")).toBe("Ana\\u{202e}enolc");
    expect(forTerminal("a\u200bb\u2066c\u2069")).toBe("a\\u{200b}b\\u{2066}c\\u{2069}");
  });

  it("shows escape sequences that would move the cursor or change colours", () => {
    expect(forTerminal("\u001b[2J\u001b[31mred")).toBe("\\u{001b}[2J\\u{001b}[31mred");
  });

  it("keeps the line breaks and tabs of a message", () => {
    expect(forTerminal("one\n\ttwo\r\n", { multiline: true })).toBe("one\n\ttwo\\r\n");
  });

  it("leaves ordinary text in any script as it is", () => {
    expect(forTerminal("Zoë Ng 吳 Мария 🙂")).toBe("Zoë Ng 吳 Мария 🙂");
  });
});

describe("CSV export", () => {
  it.each([
    ["=HYPERLINK(1)"],
    ["+1"],
    ["-1"],
    ["@SUM(A1)"],
    [" =1+1"],
    ["\n=1+1"],
    ["\u3000=1"],
    ["＝1+1"],
    ["＋1"],
    ["\t=1"],
    ["\r=1"],
  ])("makes %j inert", (value) => {
    expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
  });

  it("quotes cells and doubles their quotes", () => {
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell(null)).toBe('""');
  });

  it("starts with a UTF-8 byte-order mark", () => {
    expect(Buffer.from(csvByteOrderMark, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
