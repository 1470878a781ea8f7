// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { deferHydration, preloadBatch } from "./defer-hydration.ts";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/app-3.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  it("takes the modulepreload links out of <head> and keeps the stylesheet", () => {
    const { html, preloads } = deferHydration(page);
    expect(preloads).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js"]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-3.css"/>');
  });

  it("starts the same modules, in a script that waits for the load event", () => {
    const { html } = deferHydration(page);
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toContain('addEventListener("load"');
    expect(script).toContain(
      'import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(script).toContain('await import("/assets/entry.client-2.js")');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("adds the preloads a few per task, then imports the modules and the entry", async () => {
    const hrefs = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const manyPreloads = page.replace(
      /(<link rel="modulepreload"[^>]*>)+/,
      hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""),
    );
    const { html } = deferHydration(manyPreloads);
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const steps: string[] = [];
    const fakeWindow = { __reactRouterRouteModules: undefined as unknown };
    const fakeDocument = {
      readyState: "complete",
      createElement: () => ({ rel: "", href: "" }),
      head: {
        append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`),
      },
    };
    const run = new Function(
      "document",
      "window",
      "setTimeout",
      "requestAnimationFrame",
      "addEventListener",
      "load",
      `return (async () => { ${script.replaceAll("import(", "load(")} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      fakeDocument,
      fakeWindow,
      (callback: () => void) => {
        steps.push("pause");
        callback();
      },
      (callback: () => void) => {
        steps.push("frame");
        callback();
      },
      () => {},
      (href: string) => {
        steps.push(`import ${href}`);
        return Promise.resolve({ href });
      },
    );
    await vi.waitFor(() => expect(steps.at(-1)).toBe("import /assets/entry.client-2.js"));
    // Nothing starts before a frame has been painted and a task has passed.
    expect(steps.slice(0, 2)).toEqual(["frame", "pause"]);
    const pauses = steps.flatMap((step, index) => (step === "pause" ? [index] : [])).slice(1);
    expect(pauses).toHaveLength(Math.ceil(hrefs.length / preloadBatch));
    expect(pauses[0]).toBe(2 + preloadBatch);
    expect(steps.filter((step) => step.startsWith("modulepreload "))).toEqual(
      hrefs.map((href) => `modulepreload ${href}`),
    );
    expect(steps.slice(-4)).toEqual([
      "import /assets/manifest-1.js",
      "import /assets/root-4.js",
      "import /assets/home-5.js",
      "import /assets/entry.client-2.js",
    ]);
    expect(Object.keys(fakeWindow.__reactRouterRouteModules as object)).toEqual([
      "root",
      "routes/home",
    ]);
  });

  it("refuses a page whose entry script it does not recognise", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/no React Router entry/);
    expect(() =>
      deferHydration(page.replace("window.__reactRouterRouteModules", "window.somethingElse")),
    ).toThrow(/unexpected line/);
  });
});
