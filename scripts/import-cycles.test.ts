// `npm run lint` ends with `lint:cycles` (package.json): dpdm over every
// import of the project's code, type-only ones included, which eslint's
// import-x/no-cycle leaves out. Here that very command runs on a folder
// holding two files that import each other's types, and must fail.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const command = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts["lint:cycles"]!;

function lintCycles(folder: string) {
  return spawnSync("sh", ["-c", command], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH}` },
  });
}

it("npm run lint finds a circle made of type imports alone", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "import-circle-"));
  try {
    writeFileSync(
      path.join(folder, "tsconfig.json"),
      readFileSync(path.join(root, "tsconfig.json")),
    );
    mkdirSync(path.join(folder, "app"));
    writeFileSync(
      path.join(folder, "app/a.ts"),
      'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
    );
    writeFileSync(
      path.join(folder, "app/b.ts"),
      'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
    );
    const found = lintCycles(folder);
    expect(found.stdout).toMatch(/app\/(a\.ts -> app\/b|b\.ts -> app\/a)\.ts/);
    expect(found.status).toBe(1);
    // Without the circle it passes.
    writeFileSync(path.join(folder, "app/b.ts"), "export type B = { a?: string };\n");
    expect(lintCycles(folder).status).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
