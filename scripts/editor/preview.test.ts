// Where the editor finds a draft's preview on a computer that runs `npm run
// editor`: the backend answers Decap's getDeployPreview with the page of the
// entry in its draft's preview, and hands every other action to decap-server
// as it came. (tests/e2e/editor-*.e2e.ts open the previews themselves.)
import { createServer } from "node:http";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paneSettings, wholePageLink } from "#app/browser/editor-preview-pane.ts";
import { draftBranch, draftPagePath, draftPreviewPath } from "#app/browser/editor-preview.ts";
import {
  conditionPath,
  languagePath,
  mainPages,
  noticePages,
} from "#app/content-loader/site-map.ts";
import { editorPage } from "./admin-files.ts";
import { keyHeader, newKey } from "./guard.ts";
import { type DraftPreviews, previewingBackend } from "./preview.ts";

const asked: unknown[] = [];
const keys: unknown[] = [];
const key = newKey();
const decapServer = createServer((request, reply) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    asked.push(JSON.parse(body));
    keys.push(request.headers[keyHeader]);
    reply.writeHead(200, { "content-type": "application/json" });
    reply.end(JSON.stringify({ answered: "decap-server" }));
  });
});
const drafts = new Set([draftBranch("conditions", "migraine")]);
const previews: DraftPreviews = {
  addressOf: async (branch) => (drafts.has(branch) ? "http://127.0.0.1:9" : undefined),
  close: async () => undefined,
};
let backend: Awaited<ReturnType<typeof previewingBackend>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => decapServer.listen(0, "127.0.0.1", resolve));
  const address = decapServer.address();
  const port = typeof address === "object" && address ? address.port : 0;
  backend = await previewingBackend(`http://127.0.0.1:${port}/api/v1`, previews, key);
});
afterAll(async () => {
  await backend?.close();
  decapServer.close();
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

  it("names the page that shows each entry, in the language asked", () => {
    expect(draftPagePath("conditions", "migraine", "es")).toBe(
      languagePath("es", conditionPath("migraine")),
    );
    expect(draftPagePath("notices", "privacyPractices")).toBe(noticePages.privacyPractices.path);
    expect(draftPagePath("pages-locations", "words", "ru")).toBe(
      languagePath("ru", mainPages.locations.path),
    );
    expect(draftPagePath("practice", "facts", "zh")).toBe(languagePath("zh", mainPages.home.path));
    expect(draftPreviewPath("pages-locations", "words", "/es/locations")).toBe(
      "/admin/preview/pages-locations/words/es/locations",
    );
  });

  it("links the editor's preview pane to the page in the draft's preview, here; on GitHub, nowhere", () => {
    expect(wholePageLink("pages-locations", "words", "es", "http://127.0.0.1:3000")).toEqual({
      href: `http://127.0.0.1:3000${draftPreviewPath("pages-locations", "words", "/es/locations")}`,
      page: "/es/locations",
    });
    expect(wholePageLink("pages-locations", "words", "es", undefined)).toBeUndefined();
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
