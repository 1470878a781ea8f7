// The phone field's `pattern` (what the browser checks before a post without
// JavaScript) and the server's rule for a phone number are one rule: on every
// sample, the browser takes what the server takes and refuses what it
// refuses. A browser compiles a pattern as ^(?:pattern)$ with the v flag.
import { describe, expect, it } from "vitest";
import { contactFormWordsIn } from "./facts.ts";
import { contactLimits } from "./limits.ts";
import { checkContact, phoneInputPattern } from "./schema.ts";

const words = contactFormWordsIn.en;
const browserTakes = (value: string) => new RegExp(`^(?:${phoneInputPattern})$`, "v").test(value);
function serverTakes(phone: string): boolean {
  const check = checkContact(
    { name: "Ana", email: "ana@example.com", phone, message: "Hi" },
    words,
  );
  return check.ok || !("phone" in check.fieldErrors);
}

const taken = [
  "(718) 555-0100",
  "718-555-0100",
  "718.555.0100",
  "7185550100",
  "+1 718 555 0100",
  "+1 (718) 555-0100",
  "+44 20 7946 0958",
  "5550100",
  "1".repeat(21),
  " (718) 555-0100 ",
  "\u00a0718 555 0100\u3000",
  "718-555-0100 x123",
  "718-555-0100x1",
  "718-555-0100 X 12",
  "718-555-0100 ext. 12",
  "718-555-0100 Ext.123456",
  "718-555-0100EXT7",
  "718-555-0100\u2003ext\u00a012",
  "+ 718 555 0100",
  "((718)) 555--0100",
  `${"1 ".repeat(19)}12`,
];

const refused = [
  "abc",
  "12",
  "555-010",
  "1".repeat(22),
  "718-555-0100 x1234567",
  "718-555-0100 x",
  "718-555-0100 extension 1",
  "718-555-0100 #12",
  "x123 7185550100",
  "718\u00a0555\u00a00100",
  "718/555/0100",
  "++7185550100",
  "7185550100+",
  "\t7185550100",
  "7185550100\t",
  "718\t555 0100",
  "7185550100\u200b",
  "\ufeff718 555 0100",
  "\u202e7185550100",
  "\u2028" + "7185550100",
  "７１８５５５０１００",
  "718-555-0100 ext.. 1",
  " ",
  `${"1 ".repeat(20)}1`,
];

describe("the phone field's pattern", () => {
  it("is as long as the field's limit allows, no longer", () => {
    expect(taken.at(-1)).toHaveLength(contactLimits.phone);
    expect(refused.at(-1)).toHaveLength(contactLimits.phone + 1);
  });

  it.each(taken)("takes %j, as the server does", (value) => {
    expect(serverTakes(value)).toBe(true);
    expect(browserTakes(value)).toBe(true);
  });

  it.each(refused)("refuses %j, as the server does", (value) => {
    expect(serverTakes(value)).toBe(false);
    expect(browserTakes(value)).toBe(false);
  });
});
