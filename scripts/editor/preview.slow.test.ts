// A draft's renderer told to stop may still be rendering a page from its folder (a save moved the
// branch, or the editor closes): the folder goes once the renderer has stopped, never under it,
// where a half-rendered page printed "no such file or directory" after a browser test had passed.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { contentFolder } from "#app/content-loader/files.ts";
import { committedRepository } from "#scripts/git-repository.ts";
import { draftPreviews } from "./preview.ts";

const root = mkdtempSync(path.join(tmpdir(), "editor-stop-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A server bundle that, told to stop, reads its content for a while longer, as a page being
 * rendered does, and writes down the content's folder and whether it was there throughout.
 */
const slowToStop = `
import { existsSync, writeFileSync } from "node:fs";
const content = process.env.SITE_CONTENT_DIR;
writeFileSync(${JSON.stringify(path.join(root, "content-folder"))}, content);
process.on("SIGTERM", () => {
  let seen = "there";
  for (const until = Date.now() + 500; Date.now() < until; ) {
    if (!existsSync(content)) seen = "gone";
  }
  writeFileSync(${JSON.stringify(path.join(root, "seen"))}, seen);
});
export default {};
`;

describe("a draft's renderer, stopped", () => {
  it("has its folder removed once it has stopped reading it, not before", async () => {
    const repository = path.join(root, "repo");
    cpSync(contentFolder(), path.join(repository, "content"), { recursive: true });
    committedRepository(repository);
    const serverBuild = path.join(root, "server-build.js");
    writeFileSync(serverBuild, slowToStop);
    const previews = draftPreviews({ repository, clientDir: root, serverBuild });
    // Started, and answering.
    await previews.fingerprintsOf("main");
    const folder = readFileSync(path.join(root, "content-folder"), "utf8");
    expect(existsSync(folder)).toBe(true);
    await previews.close();
    expect(existsSync(folder)).toBe(false);
    const seen = await vi.waitFor(() => readFileSync(path.join(root, "seen"), "utf8"));
    expect(seen).toBe("there");
  });
});
