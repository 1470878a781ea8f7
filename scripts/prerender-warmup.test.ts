// The build's warm-up before the prerender: the root loader runs once, in the
// process and module instance React Router's preview server then renders
// with, and only for the build's own preview server.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderWarmup } from "./prerender-warmup.ts";

const folders: string[] = [];
const previousFlag = process.env.IS_RR_BUILD_REQUEST;
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  if (previousFlag === undefined) delete process.env.IS_RR_BUILD_REQUEST;
  else process.env.IS_RR_BUILD_REQUEST = previousFlag;
});

/** A server build whose root loader counts its calls on globalThis under `key`. */
function serverBuild(key: string, root: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "warmup-"));
  folders.push(folder);
  const file = path.join(folder, "index.js");
  writeFileSync(
    file,
    `export const routes = { ${root.replace("LOADER", `(args) => { globalThis[${JSON.stringify(key)}] = [...(globalThis[${JSON.stringify(key)}] ?? []), args.request.url]; }`)} };`,
  );
  return file;
}

const run = async (file: string) => {
  const hook = prerenderWarmup(file).configurePreviewServer;
  if (typeof hook !== "function") throw new Error("no configurePreviewServer hook");
  // The hook reads nothing of the preview server.
  await (hook as () => Promise<void>)();
};

const calls = (key: string) => (globalThis as Record<string, unknown>)[key];

describe("the prerender's warm-up", () => {
  it("runs the root loader once, for the home page, when the build prerenders", async () => {
    const file = serverBuild("warmedOnce", "root: { module: { loader: LOADER } }");
    process.env.IS_RR_BUILD_REQUEST = "yes";
    await run(file);
    expect(calls("warmedOnce")).toEqual(["http://localhost/"]);
  });

  it("reads nothing for any other preview server", async () => {
    const file = serverBuild("notWarmed", "root: { module: { loader: LOADER } }");
    delete process.env.IS_RR_BUILD_REQUEST;
    await run(file);
    expect(calls("notWarmed")).toBeUndefined();
  });

  it("stops the build, naming the file, when the server build has no root loader", async () => {
    const file = serverBuild("noLoader", "root: { module: {} }");
    process.env.IS_RR_BUILD_REQUEST = "yes";
    await expect(run(file)).rejects.toThrow(`${file} has no root loader`);
  });
});
