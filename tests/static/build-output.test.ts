// The build's page rewrite (scripts/postbuild.ts), checked on pages React
// Router really renders rather than on hand-typed HTML: each page is rendered
// again from the build's own server bundle, the untouched prerender, and
// postbuild's rewrite of it must be the very file in build/client, with the
// script hashes the server's Content-Security-Policy allows.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { notFoundPath } from "#app/content-loader/site-map.ts";
import { contactFormScript } from "#app/contact/form-data.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { defaultClientDir } from "#server/app.ts";
import { type CspManifest, cspManifestName } from "#server/security-headers.ts";
import { buildOfferScript } from "#scripts/language-offer.ts";
import { filesUnder } from "#scripts/build-files.ts";
import { rewritePage } from "#scripts/postbuild.ts";
import { htmlFileOf } from "./built-site.ts";

const buildDir = path.dirname(defaultClientDir);
let render: (urlPath: string) => Promise<string>;
let manifest: CspManifest;

beforeAll(async () => {
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  render = async (urlPath) => (await handler(new Request(`http://localhost${urlPath}`))).text();
  manifest = JSON.parse(
    await readFile(path.join(buildDir, cspManifestName), "utf8"),
  ) as CspManifest;
});

// The page with the form's script, two without, and the 404 page (a line of inline script).
const samples = ["/contact", "/", "/conditions/migraine", notFoundPath];

describe("postbuild's rewrite of a real prerendered page", () => {
  it.each(samples)(
    "%s: the rewrite of the prerender is the page the build wrote",
    async (urlPath) => {
      const prerendered = await render(urlPath);
      const written = await readFile(path.join(defaultClientDir, htmlFileOf(urlPath)), "utf8");
      // The form's script under the name the build gave its file.
      const built = /"(\/assets\/contact-form-[^"]+\.js)"/.exec(written)?.[1];
      const page = rewritePage(
        prerendered,
        new Map(built ? [[contactFormScript, built]] : []),
        await buildOfferScript(),
      );
      expect(page.html).toBe(written);
      expect(manifest[htmlFileOf(urlPath)]?.scripts).toEqual(page.scriptHashes);
    },
  );

  it("names the contact form's script by its built file, which holds the form's code", async () => {
    const prerendered = await render("/contact");
    expect(prerendered).toContain(`import("${contactFormScript}")`);
    const written = await readFile(path.join(defaultClientDir, "contact/index.html"), "utf8");
    // Imported when the form comes into view or takes focus.
    const built = /IntersectionObserver.*?import\("(\/assets\/contact-form-[\w-]+\.js)"\)/.exec(
      written,
    )?.[1];
    expect(built).toBeDefined();
    expect(written).not.toContain(`"${contactFormScript}"`);
    const code = await readFile(path.join(defaultClientDir, built ?? ""), "utf8");
    expect(code).toContain("data-contact-form");
    expect(code).not.toMatch(/react/i);
  });

  it("leaves a page without JavaScript as React Router rendered it, but for the language offer's script", async () => {
    const prerendered = await render("/conditions/migraine");
    expect(prerendered).not.toContain('<script type="module"');
    const offerScript = await buildOfferScript();
    expect(offerScript).toContain("language-offer-dismissed");
    const { html, scriptHashes } = rewritePage(prerendered, new Map(), offerScript);
    expect(html).toBe(prerendered.replace("</body>", `<script>${offerScript}</script></body>`));
    // The page's policy allows that script, and the speculation rules, by their hashes.
    expect(scriptHashes).toHaveLength(2);
  });

  it("writes each language's 404 page for static hosts too, with the same policy", async () => {
    for (const folder of ["", "ru/", "es/", "zh/"]) {
      const copy = await readFile(path.join(defaultClientDir, `${folder}404.html`), "utf8");
      expect(copy).toBe(
        rewritePage(await render(`/${folder}404`), new Map(), await buildOfferScript()).html,
      );
      expect(manifest[`${folder}404.html`]).toEqual(manifest[`${folder}404/index.html`]);
    }
  });

  it("has a page in the build, and a policy, for every page of the list of pages", () => {
    for (const page of sitePages()) {
      expect(Object.keys(manifest), page.path).toContain(htmlFileOf(page.path));
    }
  });

  it("keeps no file only a hydrating page would read: no loader .data file, no client chunk", async () => {
    const files = await filesUnder(defaultClientDir);
    expect(files.length).toBeGreaterThan(sitePages().length);
    expect(files.filter((file) => /\.data(\.gz|\.br)?$/.test(file))).toEqual([]);
    const readers = await Promise.all(
      files.filter((file) => /\.(html|css)$/.test(file)).map((file) => readFile(file, "utf8")),
    );
    const unread = files
      .filter((file) => /\/assets\/[^/]+\.js$/.test(file))
      .filter((file) => !readers.some((text) => text.includes(path.basename(file))));
    expect(unread).toEqual([]);
  });
});
