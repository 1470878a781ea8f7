// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type * as conditionsModule from "#app/content/conditions.ts";
import { conditions } from "#app/content/conditions.ts";
import { treatments } from "#app/content/treatments.ts";
import routes from "#app/routes.ts";
import { conditionPath, prerenderPaths, slugFromUrl, treatmentPath } from "./site-paths.ts";

type ConditionsModule = typeof conditionsModule;

const routePaths = routes.map((route) => (route.index ? "/" : route.path));

describe("route table", () => {
  it("has a page for every route of the spec and a 404 fallback", () => {
    expect(routePaths).toEqual(
      expect.arrayContaining([
        "/",
        "conditions",
        "treatments",
        "patients",
        "locations",
        "about",
        "contact",
        "*",
      ]),
    );
  });

  it("has one route per condition and per treatment, at the spec's slugs", () => {
    for (const slug of [
      "migraine",
      "chronic-migraine",
      "post-traumatic",
      "cluster",
      "medication-overuse",
      "occipital-neuralgia",
    ]) {
      expect(routePaths).toContain(conditionPath(slug));
    }
    for (const slug of [
      "botox",
      "cgrp",
      "nerve-blocks",
      "infusions",
      "neuromodulation",
      "preventives",
    ]) {
      expect(routePaths).toContain(treatmentPath(slug));
    }
    expect(routePaths.filter((path) => path?.startsWith("/conditions/"))).toHaveLength(
      conditions.length,
    );
    expect(routePaths.filter((path) => path?.startsWith("/treatments/"))).toHaveLength(
      treatments.length,
    );
  });

  it("picks up a new content entry with no other change", async () => {
    vi.resetModules();
    vi.doMock("#app/content/conditions.ts", async (importOriginal) => {
      const original = await importOriginal<ConditionsModule>();
      return {
        ...original,
        conditions: [
          ...original.conditions,
          { ...original.conditions[0], slug: "hemicrania-continua", title: "Hemicrania Continua" },
        ],
      };
    });
    const { default: freshRoutes } = await import("#app/routes.ts");
    expect(freshRoutes.map((route) => route.path)).toContain("/conditions/hemicrania-continua");
    vi.doUnmock("#app/content/conditions.ts");
  });
});

describe("prerender list", () => {
  it("adds the 404 page to the route table's paths, once each", () => {
    const paths = prerenderPaths(["/", "/about", "/about"]);
    expect(paths).toEqual(["/", "/about", "/404"]);
  });
});

describe("slugFromUrl", () => {
  it("reads the slug of a page and of its navigation data", () => {
    expect(slugFromUrl("http://localhost/conditions/migraine")).toBe("migraine");
    expect(slugFromUrl("http://localhost/conditions/migraine/")).toBe("migraine");
    expect(slugFromUrl("http://localhost/conditions/migraine.data")).toBe("migraine");
    expect(slugFromUrl("http://localhost/treatments/cgrp?x=1")).toBe("cgrp");
  });
});
