// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

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

  it("refuses a page whose entry script it does not recognise", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/no React Router entry/);
    expect(() =>
      deferHydration(page.replace("window.__reactRouterRouteModules", "window.somethingElse")),
    ).toThrow(/unexpected line/);
  });
});
