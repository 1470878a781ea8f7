// @vitest-environment node
// `npm start` and a mistake in a content file (issue 34), run as a person
// runs it, in a copy of the files git holds: an edited content file is built
// before the site is served, and a mistake in one stops the command with one
// line (the file, the line, what to do), not a stack.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { patience } from "#tests/support/patience.ts";
import { projectCopy } from "./project-copy.ts";

const processWaitMs = patience(60_000);
let project = "";

beforeAll(() => {
  project = projectCopy("site-start-");
}, processWaitMs);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Sets the time of a file, or of a folder and everything in it. */
function dated(path: string, when: Date) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path)) dated(join(path, name), when);
  }
  utimesSync(path, when, when);
}

/** The copy as after a build at `builtAt`, with its sources older than it. */
function builtAt(builtAt: Date) {
  const before = new Date(builtAt.getTime() - 60_000);
  for (const source of ["app", "public", "scripts", "content", "server"]) {
    dated(join(project, source), before);
  }
  for (const file of ["react-router.config.ts", "vite.config.ts", "package-lock.json"]) {
    dated(join(project, file), before);
  }
  mkdirSync(join(project, "build", "client"), { recursive: true });
  writeFileSync(
    join(project, "build", "client", "index.html"),
    "<!doctype html><title>an old build</title>",
  );
  utimesSync(join(project, "build", "client", "index.html"), builtAt, builtAt);
}

const edited: { path: string; text: string }[] = [];
afterEach(() => {
  for (const { path, text } of edited.splice(0)) writeFileSync(path, text);
});

/** Changes one line of a content file of the copy, dated `when`; the line's number. */
function edit(file: string, from: string, to: string, when: Date) {
  const path = join(project, "content", file);
  const text = readFileSync(path, "utf8");
  expect(text).toContain(from);
  edited.push({ path, text });
  writeFileSync(path, text.replace(from, to));
  utimesSync(path, when, when);
  return text.slice(0, text.indexOf(from)).split("\n").length + 1;
}

function npmStart() {
  const result = spawnSync("npm", ["start"], {
    cwd: project,
    encoding: "utf8",
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== "SITE_CONTENT_DIR"),
      ),
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(project, "data"),
    },
    timeout: processWaitMs,
  });
  return {
    status: result.status,
    errors: result.stderr,
    output: `${result.stdout}${result.stderr}`,
  };
}

describe("npm start and the content files", () => {
  it(
    "builds again after a content file changed, and a mistake in it stops with one line",
    () => {
      const now = Date.now();
      builtAt(new Date(now - 3_600_000));
      // A page's file, which the server itself never reads: only a build shows the mistake.
      const line = edit("conditions/en/migraine.yaml", "\ntitle: ", '\ntitle: "', new Date(now));
      const { status, errors, output } = npmStart();
      expect(output).toContain("Building the site…");
      expect(status).toBe(1);
      expect(errors.trim()).toBe(
        `content/conditions/en/migraine.yaml, line ${line}: the words on this line open with a double quote (") that is never closed: add " at the end of the words`,
      );
      expect(output).not.toMatch(/^\s+at /m);
    },
    processWaitMs,
  );

  it(
    "stops with one line when the server finds a mistake in the practice's facts",
    () => {
      const now = Date.now();
      const line = edit(
        "practice/en/facts.yaml",
        "\n    - Medicare\n",
        "\n      - Medicare\n",
        new Date(now - 7_200_000),
      );
      builtAt(new Date(now));
      const { status, errors, output } = npmStart();
      expect(output).not.toContain("Building the site…");
      expect(status).toBe(1);
      expect(errors.trim()).toBe(
        `content/practice/en/facts.yaml, line ${line}: the indentation of this line (6 spaces) does not match the lines around it: indent it 4 spaces, like the items of its list`,
      );
    },
    processWaitMs,
  );
});
