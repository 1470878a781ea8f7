// @vitest-environment node
import { describe, expect, it } from "vitest";
import { anchorOf } from "./anchor.ts";
import { moreSectionAnchors, noticePartAnchors } from "./english-anchors.ts";

describe("section anchors", () => {
  it("are made from a heading's words in any script, never empty", () => {
    expect(anchorOf("How it works")).toBe("how-it-works");
    expect(anchorOf("Your Rights")).toBe("your-rights");
    expect(anchorOf("Беременность и контрацепция")).toBe("беременность-и-контрацепция");
    expect(anchorOf("怀孕与避孕")).toBe("怀孕与避孕");
  });

  it("come from the English headings, so every language links a part the same way", () => {
    expect(noticePartAnchors("privacyPractices")).toContain("your-rights");
    const migraine = moreSectionAnchors("conditions", "migraine");
    expect(migraine.length).toBeGreaterThan(0);
    for (const anchor of migraine) expect(anchor).toMatch(/^[a-z0-9-]+$/);
    expect(moreSectionAnchors("conditions", "no-such-condition")).toEqual([]);
  });
});
