// Every prerendered page is valid HTML by the W3C Nu HTML Checker (vnu.jar,
// run with the machine's Java).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "#app/content-loader/translated.ts";
import { defaultClientDir } from "#server/app.ts";
import { sitePaths } from "#app/page-list/page-list.ts";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

describe("HTML validity", () => {
  it("finds no error in any prerendered page", () => {
    const files = [
      ...sitePaths().map((urlPath) => path.join(defaultClientDir, urlPath, "index.html")),
      // Each language's 404 page, as the server sends it for unknown paths: "ru/404.html".
      ...languages.map((language) =>
        path.join(defaultClientDir, language === "en" ? "" : language, "404.html"),
      ),
    ];
    let output: string;
    try {
      output = execFileSync(
        "java",
        [
          // The JIT's first tier only: one run over about a hundred pages ends
          // before the second tier's compiles pay back (8.5 s of CPU against
          // 21.5 s, the same messages). That tier's frames are larger, and the
          // checker's schema needs a deeper stack than its stated 512k.
          "-XX:TieredStopAtLevel=1",
          "-Xss16m",
          "-jar",
          vnuJar,
          "--errors-only",
          "--format",
          "json",
          "--stdout",
          ...files,
        ],
        {
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? "";
      if (!output) throw error;
    }
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map(
        (message) =>
          `${path.relative(defaultClientDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
      );
    expect(files.length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });
});
