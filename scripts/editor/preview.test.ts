// Where the editor finds a draft's preview on a computer that runs `npm run
// editor`: the backend answers Decap's getDeployPreview with the page of the
// entry in its draft's preview, reads a draft's file from its branch itself,
// and hands every other action to decap-server as it came, one at a time.
// (tests/e2e/editor-*.e2e.ts open the previews themselves.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paneSettings, wholePageLink } from "#scripts/editor/browser/editor-preview-pane.ts";
import {
  draftBranch,
  draftPagePath,
  draftPreviewPath,
} from "#scripts/editor/browser/editor-preview.ts";
import {
  conditionPath,
  languagePath,
  mainPages,
  noticePages,
} from "#app/content-loader/site-map.ts";
import { committedRepository, git } from "#scripts/git-repository.ts";
import { editorPage } from "./admin-files.ts";
import { keyHeader, newKey } from "./guard.ts";
import { type DraftPreviews, draftPreviews, previewingBackend } from "./preview.ts";

const asked: unknown[] = [];
const keys: unknown[] = [];
const key = newKey();
// decap-server, answering after a while; how many requests it held at once, at most.
let holding = 0;
let mostHeld = 0;
const decapServer = createServer((request, reply) => {
  let body = "";
  holding += 1;
  mostHeld = Math.max(mostHeld, holding);
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    asked.push(JSON.parse(body));
    keys.push(request.headers[keyHeader]);
    setTimeout(() => {
      holding -= 1;
      reply.writeHead(200, { "content-type": "application/json" });
      reply.end(JSON.stringify({ answered: "decap-server" }));
    }, 20);
  });
});
// A repository whose draft of the practice's facts changed the English file only.
const repository = mkdtempSync(path.join(tmpdir(), "editor-preview-"));
const file = (language: string) => `content/practice/${language}/facts.yaml`;
const drafts = new Set([draftBranch("conditions", "migraine")]);
const previews: DraftPreviews = {
  addressOf: async (branch) => (drafts.has(branch) ? "http://127.0.0.1:9" : undefined),
  close: async () => undefined,
};
let backend: Awaited<ReturnType<typeof previewingBackend>>;

beforeAll(async () => {
  for (const language of ["en", "es"]) {
    mkdirSync(path.join(repository, path.dirname(file(language))), { recursive: true });
    writeFileSync(path.join(repository, file(language)), `words: ${language} on main\n`);
  }
  committedRepository(repository);
  git(repository, "checkout", "-qb", draftBranch("practice", "facts"));
  writeFileSync(path.join(repository, file("en")), "words: en in the draft\n");
  git(
    repository,
    "-c",
    "user.name=A",
    "-c",
    "user.email=a@example.test",
    "commit",
    "-qam",
    "Draft",
  );
  git(repository, "checkout", "-q", "main");
  await new Promise<void>((resolve) => decapServer.listen(0, "127.0.0.1", resolve));
  const address = decapServer.address();
  const port = typeof address === "object" && address ? address.port : 0;
  backend = await previewingBackend(`http://127.0.0.1:${port}/api/v1`, previews, key, repository);
});
afterAll(async () => {
  await backend?.close();
  decapServer.close();
  rmSync(repository, { recursive: true, force: true });
});

const post = async (body: unknown) =>
  (
    await fetch(backend.url, {
      method: "POST",
      headers: { "content-type": "application/json", [keyHeader]: key },
      body: JSON.stringify(body),
    })
  ).json();

describe("a draft's preview, from the editor", () => {
  it("is the page of the entry in its draft's preview, ready; no preview for an entry with no draft", async () => {
    const params = { branch: "main", collection: "conditions", slug: "migraine" };
    expect(await post({ action: "getDeployPreview", params })).toEqual({
      url: `http://127.0.0.1:9${conditionPath("migraine")}`,
      status: "SUCCESS",
    });
    expect(
      await post({ action: "getDeployPreview", params: { ...params, slug: "cluster" } }),
    ).toBeNull();
    expect(asked).toEqual([]);
  });

  it("hands every other action to decap-server as it came, with the run's key", async () => {
    const persist = { action: "persistEntry", params: { branch: "main", dataFiles: [] } };
    expect(await post(persist)).toEqual({ answered: "decap-server" });
    expect(asked).toEqual([persist]);
    expect(keys).toEqual([key]);
  });

  it("reads each language's file of a draft from its branch, changed or not, with or without an id", async () => {
    const params = { branch: "main", collection: "practice", slug: "facts" };
    const before = asked.length;
    const read = (language: string, id: string) =>
      post({ action: "unpublishedEntryDataFile", params: { ...params, path: file(language), id } });
    expect(await read("en", file("en"))).toEqual({ data: "words: en in the draft\n" });
    expect(await read("es", "")).toEqual({ data: "words: es on main\n" });
    expect(await read("ru", "")).toEqual({ error: `${file("ru")} is not in the draft` });
    expect(asked.length).toBe(before);
  });

  it("hands decap-server one request at a time, each answered", async () => {
    mostHeld = 0;
    const reads = ["en", "es", "ru", "zh"].map((language) =>
      post({ action: "getEntry", params: { branch: "main", path: file(language) } }),
    );
    expect(await Promise.all(reads)).toEqual(reads.map(() => ({ answered: "decap-server" })));
    expect(mostHeld).toBe(1);
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
