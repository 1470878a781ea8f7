// @vitest-environment jsdom
// Signing a review in the editor: the record takes the words as the person
// opened them, refuses when they changed by Save (nothing is recorded, and
// the message says why), names who is signed in, never a typed name, and
// dates the signature in New York. The preSave handler does this inside
// Decap: it leaves other collections alone, asks for the words again past
// any cache, and asks the local editor who commits when the login has no name.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type PublishedFingerprints,
  Refusal,
  fingerprintsPath,
  identityPath,
  nameOf,
  refusals,
  registerSignOff,
  seenValue,
  signedRecord,
  wordsToSign,
} from "./sign-off.ts";
import type { Cms } from "./decap.ts";

const english = {
  page: "condition/migraine",
  language: "en",
  title: "Migraine",
  path: "/conditions/migraine",
  kinds: ["medical"],
  text: "0123456789abcdef",
} as const;
const spanish = {
  page: "condition/migraine",
  language: "es",
  title: "Migraña",
  path: "/es/conditions/migraine",
  kinds: ["translation"],
  text: "fedcba9876543210",
  english: english.text,
} as const;
const published: PublishedFingerprints = { pages: [english, spanish] };

/** The same pages after one word of the English changed: its fingerprint, and the one the translation is checked against. */
const changed: PublishedFingerprints = {
  pages: [
    { ...english, text: "aaaaaaaaaaaaaaaa" },
    { ...spanish, english: "aaaaaaaaaaaaaaaa" },
  ],
};

const medical = { page: english.page, language: "en", kind: "medical" } as const;
const translation = { page: spanish.page, language: "es", kind: "translation" } as const;
/** The entry as the person leaves it: the choice, and the words as they opened them. */
const opened = (choice: typeof medical | typeof translation, at = published) => {
  const found = wordsToSign(at, choice);
  if ("refusal" in found) throw new Error(found.refusal);
  return { ...choice, seen: seenValue(found.words, found.kind) };
};

// 11:30 pm in New York on December 1 is already December 2 in UTC.
const lateEvening = new Date("2026-12-02T04:30:00Z");

describe("a signature", () => {
  it("records the words as they were opened, who is signed in and New York's date", () => {
    expect(signedRecord(opened(medical), published, "Test Physician, MD", lateEvening)).toEqual({
      page: "condition/migraine",
      language: "en",
      kind: "medical",
      by: "Test Physician, MD",
      on: "2026-12-01",
      text: english.text,
    });
    expect(
      signedRecord(
        opened(translation),
        published,
        "Test Translator",
        new Date("2026-12-01T15:00Z"),
      ),
    ).toEqual({
      ...translation,
      by: "Test Translator",
      on: "2026-12-01",
      text: spanish.text,
      english: english.text,
    });
  });

  it("records nothing when the words changed since they were opened, and says why", () => {
    expect(() => signedRecord(opened(medical), changed, "Test Physician, MD", lateEvening)).toThrow(
      refusals.changed,
    );
    // A translation is refused when its English changed, though its own words did not.
    expect(() =>
      signedRecord(opened(translation), changed, "Test Translator", lateEvening),
    ).toThrow(refusals.changed);
    // Opened again, the words as they are now are signed.
    expect(
      signedRecord(opened(medical, changed), changed, "Test Physician, MD", lateEvening).text,
    ).toBe("aaaaaaaaaaaaaaaa");
  });

  it("says in words what is missing: the choice, the words shown, the person", () => {
    const refusal = (data: Record<string, unknown>, by: string | null = "A Person") => {
      try {
        signedRecord(data, published, by ?? undefined, lateEvening);
      } catch (error) {
        expect(error).toBeInstanceOf(Refusal);
        // Decap shows String(error): the message alone.
        return String(error);
      }
      throw new Error("signed");
    };
    expect(refusal({ page: english.page })).toMatch(
      /^Choose the page, its language and the review/,
    );
    expect(refusal({ ...medical, kind: "translation" })).toBe(
      "“Migraine” in English needs no translation review; it needs a medical review (the physician).",
    );
    expect(refusal(medical)).toBe(refusals.notShown);
    expect(refusal({ ...opened(translation), ...medical })).toBe(refusals.otherChoice);
    expect(refusal(opened(medical), null)).toBe(refusals.nobody);
  });

  it("names the login's name, else its user name; a blank name is no name", () => {
    expect(nameOf({ name: "Test Physician, MD", login: "tphys" })).toBe("Test Physician, MD");
    expect(nameOf({ name: " ", login: "tphys" })).toBe("tphys");
    expect(nameOf({})).toBeUndefined();
    expect(nameOf(undefined)).toBeUndefined();
  });
});

/** Enough of Decap's Immutable Map for the handler. */
class Data {
  private readonly fields: Record<string, unknown>;
  constructor(fields: Record<string, unknown>) {
    this.fields = fields;
  }
  get(key: string) {
    return this.fields[key];
  }
  set(key: string, value: unknown) {
    return new Data({ ...this.fields, [key]: value });
  }
  delete(key: string) {
    return new Data(
      Object.fromEntries(Object.entries(this.fields).filter(([name]) => name !== key)),
    );
  }
  toJS() {
    return { ...this.fields };
  }
}

/** The preSave handler registerSignOff gives Decap, and the requests it makes. */
function preSave(answers: { words: PublishedFingerprints; identity?: { name: string } }) {
  const asked: { url: string; cache?: RequestCache }[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    asked.push({ url, cache: init?.cache });
    if (url === fingerprintsPath) return Response.json(answers.words);
    if (url === identityPath && answers.identity) return Response.json(answers.identity);
    return new Response("", { status: 404 });
  });
  let handler: Parameters<Cms["registerEventListener"]>[0]["handler"] | undefined;
  registerSignOff({
    registerEventListener: (listener) => (handler = listener.handler),
  });
  if (!handler) throw new Error("no preSave handler");
  const save = handler;
  return {
    asked,
    save: (
      collection: string,
      data: Record<string, unknown>,
      author?: { login?: string; name?: string },
    ) => save({ entry: new Data({ collection, data: new Data(data) }), author }),
  };
}

describe("the editor's preSave", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves the record in place of the words opened, asking for the words past any cache", async () => {
    vi.useFakeTimers({ now: lateEvening, toFake: ["Date"] });
    const { asked, save } = preSave({ words: published });
    const saved = await save(
      "signatures",
      { ...opened(medical), by: "", english: "" },
      {
        login: "tphys",
        name: "Test Physician, MD",
      },
    );
    vi.useRealTimers();
    expect((saved as unknown as Data).toJS()).toEqual({
      ...medical,
      by: "Test Physician, MD",
      on: "2026-12-01",
      text: english.text,
    });
    expect(asked).toContainEqual({ url: fingerprintsPath, cache: "no-store" });
  });

  it("asks the local editor whom git commits as when the login has no name", async () => {
    const { save } = preSave({ words: published, identity: { name: "Local Physician, MD" } });
    const saved = (await save("signatures", opened(medical), {})) as unknown as Data;
    expect(saved.get("by")).toBe("Local Physician, MD");
    const nobody = preSave({ words: published });
    await expect(nobody.save("signatures", opened(medical), {})).rejects.toThrow(refusals.nobody);
  });

  it("refuses when the words changed by Save, and leaves other collections alone", async () => {
    const { asked, save } = preSave({ words: changed });
    await expect(
      save("signatures", opened(medical), { name: "Test Physician, MD" }),
    ).rejects.toThrow(refusals.changed);
    const before = asked.length;
    expect(await save("practice", { phone: "x" }, { name: "Office Manager" })).toBeUndefined();
    expect(asked).toHaveLength(before);
  });
});
