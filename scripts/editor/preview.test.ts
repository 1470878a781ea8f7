// Where the editor finds a draft's preview on a computer that runs `npm run editor`: the page
// that shows each entry, the preview pane's link and settings; decap-server takes one request at
// a time; the drafts' previews start nothing once closed. (local.slow.test.ts asks the editor's
// backend for a draft's preview and its files; tests/e2e/editor-*.e2e.ts open the previews.)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  draftPagePath,
  draftPreviewPath,
  paneSettings,
  wholePageLink,
} from "#scripts/editor/browser/editor-preview.ts";
import {
  conditionPath,
  languagePath,
  mainPages,
  noticePages,
} from "#app/content-loader/site-map.ts";
import { committedRepository } from "#scripts/git-repository.ts";
import { editorPage } from "./admin-files.ts";
import { oneAtATime } from "./decap-server.ts";
import { draftPreviews } from "./preview.ts";

describe("a draft's preview, from the editor", () => {
  it("hands decap-server one request at a time, each answered", async () => {
    // decap-server, answering after a while; how many requests it held at once, at most.
    let holding = 0;
    let mostHeld = 0;
    const queued = oneAtATime();
    const decapServer = createServer((request, reply) =>
      queued(request as never, reply as never, () => {
        holding += 1;
        mostHeld = Math.max(mostHeld, holding);
        setTimeout(() => {
          holding -= 1;
          reply.end("answered");
        }, 20);
      }),
    );
    await new Promise<void>((resolve) => decapServer.listen(0, "127.0.0.1", resolve));
    const address = decapServer.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const reads = [1, 2, 3, 4].map(async () => (await fetch(url, { method: "POST" })).text());
    expect(await Promise.all(reads)).toEqual(["answered", "answered", "answered", "answered"]);
    expect(mostHeld).toBe(1);
    decapServer.close();
  });

  it("names the page that shows each entry, in the language asked", () => {
    expect(draftPagePath("conditions", "migraine", "es")).toBe(
      languagePath("es", conditionPath("migraine")),
    );
    expect(draftPagePath("notice", "privacyPractices")).toBe(noticePages.privacyPractices.path);
    expect(draftPagePath("page-locations", "words", "ru")).toBe(
      languagePath("ru", mainPages.locations.path),
    );
    expect(draftPagePath("practice", "facts", "zh")).toBe(languagePath("zh", mainPages.home.path));
    expect(draftPreviewPath("page-locations", "words", "/es/locations")).toBe(
      "/admin/preview/page-locations/words/es/locations",
    );
  });

  it("links the editor's preview pane to the page in the draft's preview, here; on GitHub, nowhere", () => {
    expect(wholePageLink("page-locations", "words", "es", "http://127.0.0.1:3000")).toEqual({
      href: `http://127.0.0.1:3000${draftPreviewPath("page-locations", "words", "/es/locations")}`,
      page: "/es/locations",
    });
    expect(wholePageLink("page-locations", "words", "es", undefined)).toBeUndefined();
  });

  it("gives the pane its settings in /admin's page, read back whole", () => {
    const pane = {
      stylesheet: "/assets/app-x.css",
      draft: { en: "Draft </script>" },
      templates: ["practice"],
    };
    const { document } = new JSDOM(editorPage("Practice", pane)).window;
    expect(paneSettings(document)).toEqual(pane);
  });
});

describe("the drafts' previews, closed", () => {
  it("start no renderer once closed, so a repository removed after them fails nothing", async () => {
    const gone = mkdtempSync(path.join(tmpdir(), "editor-preview-gone-"));
    writeFileSync(path.join(gone, "README.md"), "A clone.\n");
    committedRepository(gone);
    const closing = draftPreviews({ repository: gone, clientDir: gone, serverBuild: gone });
    await closing.close();
    // A page asked for while the editor closes: nothing starts, and the repository goes.
    expect(await closing.addressOf("main")).toBeUndefined();
    rmSync(gone, { recursive: true, force: true });
    // Time for a renderer's clone of the removed repository to fail, had one started.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
});
