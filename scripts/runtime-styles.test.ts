// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { runtimeStyleHashes, styleHash, toasterStylesheet } from "./runtime-styles.ts";

describe("styles inserted at run time", () => {
  it("reads sonner's stylesheet from the installed library", () => {
    const css = toasterStylesheet();
    expect(css).toMatch(/^\[data-sonner-toaster\]/);
    expect(css).toContain("[data-sonner-toast]");
    expect(runtimeStyleHashes()).toEqual([styleHash(""), styleHash(css)]);
  });

  it("decodes the string the library passes, escapes included", () => {
    expect(toasterStylesheet('x;__insertCSS("a{content:\\"\\\\2014\\"}");')).toBe(
      'a{content:"\\2014"}',
    );
  });

  it("stops the build when the library inserts its styles some other way", () => {
    expect(() => toasterStylesheet("document.head.append(style)")).toThrow(/runtime-styles/);
  });

  it("hashes the text as a CSP source expression", () => {
    const expected = createHash("sha256").update("a{}").digest("base64");
    expect(styleHash("a{}")).toBe(`sha256-${expected}`);
  });
});
