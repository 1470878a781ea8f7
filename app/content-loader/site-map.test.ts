// @vitest-environment node
import { describe, expect, it } from "vitest";
import { languageOfPath, languagePath } from "./site-map.ts";

describe("paths per language", () => {
  it("keeps English at today's addresses and puts other languages under their prefix", () => {
    expect(languagePath("en", "/about")).toBe("/about");
    expect(languagePath("en", "/")).toBe("/");
    expect(languagePath("ru", "/about")).toBe("/ru/about");
    expect(languagePath("zh", "/conditions/migraine")).toBe("/zh/conditions/migraine");
    expect(languagePath("es", "/")).toBe("/es");
    expect(languagePath("es", "/#care")).toBe("/es#care");
    expect(languagePath("ru", "/contact#message-sent")).toBe("/ru/contact#message-sent");
  });

  it("reads the language from the first segment only", () => {
    expect(languageOfPath("/ru/about")).toBe("ru");
    expect(languageOfPath("/ru")).toBe("ru");
    expect(languageOfPath("/zh/")).toBe("zh");
    expect(languageOfPath("/about")).toBe("en");
    expect(languageOfPath("/rush")).toBe("en");
    expect(languageOfPath("/en/about")).toBe("en");
    expect(languageOfPath("/conditions/ru")).toBe("en");
  });
});
