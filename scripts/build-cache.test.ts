// The build's cache of drawn and encoded files: made once for the same
// inputs, made again when any input changes, and nothing kept of a failure.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cachedBytes, maker } from "./build-cache.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function cacheFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "build-cache-"));
  folders.push(folder);
  return folder;
}

/** A maker that counts its calls and gives the bytes of `text`. */
function counted(text: string) {
  const made = { calls: 0 };
  const make = () => {
    made.calls += 1;
    return Promise.resolve(Buffer.from(text));
  };
  return { made, make };
}

describe("the build's cache", () => {
  it("makes a file once for the same inputs, and gives the same bytes again", async () => {
    const folder = cacheFolder();
    const { made, make } = counted("drawn");
    const inputs = ["recipe", Buffer.from([1, 2, 3]), 640, { quality: 50 }];
    const first = await cachedBytes(inputs, make, folder);
    const second = await cachedBytes([...inputs], make, folder);
    expect(made.calls).toBe(1);
    expect(second).toEqual(first);
    expect(second.toString()).toBe("drawn");
  });

  it("makes it again when any input changes, or inputs split differently", async () => {
    const folder = cacheFolder();
    const { made, make } = counted("drawn");
    await cachedBytes(["recipe", 640, { quality: 50 }], make, folder);
    await cachedBytes(["recipe", 641, { quality: 50 }], make, folder);
    await cachedBytes(["recipe", 640, { quality: 51 }], make, folder);
    await cachedBytes(["ab", "c"], make, folder);
    await cachedBytes(["a", "bc"], make, folder);
    expect(made.calls).toBe(5);
  });

  it("keeps nothing of a failed making, and makes it on the next call", async () => {
    const folder = cacheFolder();
    await expect(
      cachedBytes(["recipe"], () => Promise.reject(new Error("no encoder")), folder),
    ).rejects.toThrow("no encoder");
    expect(readdirSync(folder)).toEqual([]);
    const { made, make } = counted("drawn");
    await cachedBytes(["recipe"], make, folder);
    expect(made.calls).toBe(1);
  });

  it("names its maker by the package's version and the module's source", () => {
    const name = maker(import.meta.filename, "sharp");
    expect(name).toMatch(/^sharp@\d+\.\d+\.\d+ [0-9a-f]{64}$/);
    expect(maker(path.join(import.meta.dirname, "build-cache.ts"), "sharp")).not.toBe(name);
  });
});
