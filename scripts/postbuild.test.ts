// @vitest-environment node
// postbuild's steps on a throwaway build folder. The HTML rewrite itself is
// checked on pages from a real build in tests/static/build-output.test.ts.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notFoundKey, sitePages } from "../app/page-list/page-list.ts";
import { canonicalUrl } from "../app/seo/site-url.ts";
import {
  type BuildDirs,
  compressText,
  writeHeaderFiles,
  writePages,
  writeSearchFiles,
} from "./postbuild.ts";
import { urlPathsOf } from "./header-files.ts";

const colours = {
  "--color-brand": "#123456",
  "--color-brand-strong": "#000000",
  "--color-brand-soft": "#eeeeee",
};
const staticPage = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><script type="speculationrules">{"prerender":[]}</script></body></html>`;

let dirs: BuildDirs;
beforeEach(async () => {
  const buildDir = await mkdtemp(path.join(tmpdir(), "postbuild-"));
  dirs = { buildDir, clientDir: path.join(buildDir, "client") };
});
afterEach(async () => {
  await rm(dirs.buildDir, { recursive: true, force: true });
});

describe("the page pass", () => {
  it("writes each page once with its compressed copies and hashes, copies the 404 page", async () => {
    const titles: Record<string, string> = { "/": "Home", "/about": "About", "/404": "Not found" };
    const rendered: string[] = [];
    const render = (urlPath: string) => {
      rendered.push(urlPath);
      return Promise.resolve(staticPage(titles[urlPath] ?? ""));
    };
    const pages = [
      { key: "home", path: "/" },
      { key: "about", path: "/about" },
      { key: notFoundKey, path: "/404" },
    ];
    const hashes = await writePages(dirs, pages, render);
    expect(rendered).toEqual(["/", "/about", "/404"]);
    expect([...hashes.keys()].sort()).toEqual([
      "404.html",
      "404/index.html",
      "about/index.html",
      "index.html",
    ]);
    expect(await readFile(path.join(dirs.clientDir, "404.html"), "utf8")).toBe(
      staticPage("Not found"),
    );
    const gzipped = await readFile(path.join(dirs.clientDir, "about/index.html.gz"));
    expect(gunzipSync(gzipped).toString()).toBe(staticPage("About"));
    expect(existsSync(path.join(dirs.clientDir, "about/index.html.br"))).toBe(true);
    // The speculation rules are an inline script, so their hash is in the page's policy.
    expect(hashes.get("index.html")).toEqual([expect.stringMatching(/^sha256-/)]);
  });
});

describe("the search files", () => {
  it("list every indexable page of the list of pages and name the brand colour", async () => {
    await mkdir(dirs.clientDir, { recursive: true });
    const pages = sitePages();
    await writeSearchFiles(dirs, pages, colours);
    const sitemap = await readFile(path.join(dirs.clientDir, "sitemap.xml"), "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      pages
        .filter((page) => page.indexable)
        .map((page) => canonicalUrl(page.path))
        .sort(),
    );
    expect(sitemap).not.toContain("/404");
    const manifest = JSON.parse(
      await readFile(path.join(dirs.clientDir, "site.webmanifest"), "utf8"),
    ) as { theme_color: string };
    expect(manifest.theme_color).toBe("#123456");
    expect(await readFile(path.join(dirs.clientDir, "robots.txt"), "utf8")).toContain(
      canonicalUrl("/sitemap.xml"),
    );
  });
});

describe("the header files", () => {
  it("give each page's URLs its own policy, for the server, static hosts and Caddy", async () => {
    await mkdir(dirs.clientDir, { recursive: true });
    const manifest = await writeHeaderFiles(
      dirs,
      new Map([
        ["about/index.html", ["sha256-about"]],
        ["404.html", ["sha256-missing"]],
      ]),
    );
    expect(manifest["about/index.html"]?.scripts).toEqual(["sha256-about"]);
    const headers = await readFile(path.join(dirs.clientDir, "_headers"), "utf8");
    expect(headers).toMatch(/\n\/about\n {2}content-security-policy: [^\n]*'sha256-about'/);
    expect(headers).toMatch(/\n\/about\/\n {2}content-security-policy: [^\n]*'sha256-about'/);
    const caddy = await readFile(path.join(dirs.buildDir, "headers.caddy"), "utf8");
    expect(caddy).toContain("sha256-missing");
  });

  it("maps a page file to the URLs it answers", () => {
    expect(urlPathsOf("index.html")).toEqual(["/", "/index.html"]);
    expect(urlPathsOf("about/index.html")).toEqual(["/about", "/about/"]);
    expect(urlPathsOf("404.html")).toEqual(["/404.html"]);
  });
});

describe("compression", () => {
  it("compresses the text files the page pass did not, and nothing else", async () => {
    await mkdir(path.join(dirs.clientDir, "assets"), { recursive: true });
    await writeFile(path.join(dirs.clientDir, "assets/app.css"), "body{color:red}");
    await writeFile(path.join(dirs.clientDir, "icon.png"), Buffer.from([0x89, 0x50]));
    await writeFile(path.join(dirs.clientDir, "index.html"), staticPage("Home"));
    expect(await compressText(dirs)).toBe(1);
    expect(existsSync(path.join(dirs.clientDir, "assets/app.css.gz"))).toBe(true);
    expect(existsSync(path.join(dirs.clientDir, "icon.png.gz"))).toBe(false);
    expect(existsSync(path.join(dirs.clientDir, "index.html.gz"))).toBe(false);
  });
});
