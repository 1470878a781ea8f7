// `node scripts/bench/words-walk.ts [language]`: how a language's words walk
// through the modules of app/content-loader/ on the way to the pages. It imports
// in-language.ts, then calls `contentIn(language)` (Russian unless told)
// once on a cold cache, and prints, for each module of app/content-loader/, how many
// of its functions ran and how many calls they took (V8's precise coverage,
// exact counts), then the order in which the work moved from module to
// module (the CPU profiler's samples every 50 µs: a visit shorter than that
// can be missed, so read it as the shape of the walk, not a call trace).
// Then the calls from module to module, from the profiler's call tree (a
// frame of one module directly under the nearest frame of another: who
// calls whom, not the order in time, so a return is not a move), and the
// modules entered from more than one module. Last, the same samples by
// stage: the module in-language.ts called that each sample is under
// (word-fields.ts counts in overlay.ts's), and how often each stage is
// entered.
// The figures describe the code; they are not a test.
import { Session } from "node:inspector/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

const language = process.argv[2] ?? "ru";
const root = fileURLToPath(new URL("../../", import.meta.url));
const contentDir = `${root}app/content-loader/`;
const moduleOf = (url: string) =>
  url.startsWith("file://") && fileURLToPath(url).startsWith(contentDir)
    ? relative(contentDir, fileURLToPath(url))
    : undefined;

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });

const { contentIn } = await import("#app/content-loader/in-language.ts");
// Counts so far are the modules' own start-up; taking them resets the counters.
await session.post("Profiler.takePreciseCoverage");

await session.post("Profiler.setSamplingInterval", { interval: 50 });
await session.post("Profiler.start");
const started = performance.now();
contentIn(language as Parameters<typeof contentIn>[0]);
const took = performance.now() - started;
const { profile } = await session.post("Profiler.stop");
const { result } = await session.post("Profiler.takePreciseCoverage");
session.disconnect();

const rows = result
  .map((script) => {
    const module = moduleOf(script.url);
    const called = script.functions.filter(
      (fn) => fn.functionName !== "" && (fn.ranges[0]?.count ?? 0) > 0,
    );
    return module
      ? {
          module,
          functions: called.length,
          calls: called.reduce((sum, fn) => sum + (fn.ranges[0]?.count ?? 0), 0),
        }
      : undefined;
  })
  .filter((row) => row !== undefined && row.functions > 0)
  .sort((a, b) => (a?.module ?? "").localeCompare(b?.module ?? ""));

console.log(`contentIn("${language}") on a cold cache: ${took.toFixed(0)} ms\n`);
console.log("module of app/content-loader/        functions called   calls");
for (const row of rows) {
  if (!row) continue;
  console.log(
    `${row.module.padEnd(30)}${String(row.functions).padStart(16)}${String(row.calls).padStart(8)}`,
  );
}
const total = rows.reduce(
  (sum, row) => ({
    functions: sum.functions + (row?.functions ?? 0),
    calls: sum.calls + (row?.calls ?? 0),
  }),
  { functions: 0, calls: 0 },
);
console.log(
  `${"(all)".padEnd(30)}${String(total.functions).padStart(16)}${String(total.calls).padStart(8)}`,
);

// Each sample's innermost frame in app/content-loader/, in time order; consecutive repeats folded.
const parentOf = new Map<number, number>();
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const innermost = (id: number): string | undefined => {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const module = moduleOf(nodes.get(at)?.callFrame.url ?? "");
    if (module) return module.replace(/\.ts$/, "");
  }
  return undefined;
};
const walk: string[] = [];
for (const id of profile.samples ?? []) {
  const module = innermost(id);
  if (module && walk.at(-1) !== module) walk.push(module);
}
const edges = new Map<string, number>();
walk.slice(1).forEach((module, index) => {
  const edge = `${walk[index]} → ${module}`;
  edges.set(edge, (edges.get(edge) ?? 0) + 1);
});
console.log(`\nmodule to module, in order (${walk.length - 1} moves, ${edges.size} distinct):`);
console.log(walk.join(" → "));
console.log("\neach move, how often:");
for (const [edge, count] of [...edges].sort((a, b) => b[1] - a[1])) {
  console.log(`${String(count).padStart(5)}  ${edge}`);
}

// Who calls whom: each frame of app/content-loader/ under the nearest frame of another module of it.
const ownModule = (id: number) => {
  const module = moduleOf(nodes.get(id)?.callFrame.url ?? "");
  return module?.replace(/\.ts$/, "");
};
const callerOf = (id: number): string | undefined => {
  for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
    const module = ownModule(at);
    if (module) return module;
  }
  return undefined;
};
const calls = new Map<string, number>();
for (const node of profile.nodes) {
  const callee = ownModule(node.id);
  const caller = callee ? callerOf(node.id) : undefined;
  if (callee && caller && caller !== callee) {
    const edge = `${caller} → ${callee}`;
    calls.set(edge, (calls.get(edge) ?? 0) + 1);
  }
}
console.log(`\ncalls from module to module (the call tree; ${calls.size} distinct):`);
for (const edge of [...calls.keys()].sort()) console.log(`       ${edge}`);
const callers = new Map<string, Set<string>>();
for (const edge of calls.keys()) {
  const [caller = "", callee = ""] = edge.split(" → ");
  callers.set(callee, new Set([...(callers.get(callee) ?? []), caller]));
}
const many = [...callers].filter(([, from]) => from.size > 1);
console.log(`\nmodules entered from more than one module: ${many.length}`);
for (const [callee, from] of many.sort())
  console.log(`       ${callee} ← ${[...from].sort().join(", ")}`);

// The walk by stage: for each sample, the module of app/content-loader/ that
// in-language.ts called and that the sample is under (its innermost frame of
// in-language.ts, then the next frame of app/content-loader/ inside it), in time
// order, consecutive repeats folded.
const gatherer = "in-language";
const stageOf = (id: number): string | undefined => {
  let stage: string | undefined;
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const module = ownModule(at);
    if (module === gatherer) return stage;
    if (module) stage = module;
  }
  return undefined;
};
const stages: string[] = [];
for (const id of profile.samples ?? []) {
  const stage = stageOf(id);
  if (stage && stages.at(-1) !== stage) stages.push(stage);
}
const visits = new Map<string, number>();
for (const stage of stages) visits.set(stage, (visits.get(stage) ?? 0) + 1);
console.log(`\nthe walk by stage, the modules in-language.ts calls (${stages.length} visits):`);
console.log(stages.join(" → "));
const again = [...visits].filter(([, count]) => count > 1);
console.log(`stages visited more than once: ${again.length}`);
for (const [stage, count] of again.sort()) console.log(`${String(count).padStart(5)}  ${stage}`);
