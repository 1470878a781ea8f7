// Files of any two Vitest projects run together (`npx vitest run server
// scripts/content`): Vitest refuses projects of different maxWorkers in one
// sequence group, so each maxWorkers has a groupOrder of its own.
import { describe, expect, it } from "vitest";
import config from "../vitest.config.ts";

type Project = {
  test?: { name?: string; maxWorkers?: number; sequence?: { groupOrder?: number } };
};

describe("the Vitest projects", () => {
  const projects = ((config as { test?: { projects?: Project[] } }).test?.projects ?? []).map(
    ({ test }) => ({
      name: test?.name ?? "",
      workers: test?.maxWorkers ?? "default",
      group: test?.sequence?.groupOrder ?? 0,
    }),
  );

  it("share a sequence group only with projects of the same maxWorkers", () => {
    expect(projects.length).toBeGreaterThan(1);
    const clashes = projects.flatMap((one) =>
      projects
        .filter((other) => other.group === one.group && other.workers !== one.workers)
        .map((other) => `${one.name} (${one.workers}) and ${other.name} (${other.workers})`),
    );
    expect(clashes).toEqual([]);
  });
});
