// One draft's pages, rendered on request (scripts/editor/preview.ts starts
// it): the build's own server bundle (build/server/index.js, the one that
// prerendered the site) on the draft's content (SITE_CONTENT_DIR), as a draft
// (SITE_DRAFT=1: every page says so). Each page is given the scripts the
// build gives it (the contact form's file, the language offer), so it reads
// and works as the built page will; the photographs are the draft's (its
// photos, or the portrait's initials of its physician's name), made as the
// build makes them; an address no page has is the 404 page, answered 404. It also gives the words'
// fingerprints of its commit (PREVIEW_COMMIT; "Sign a review", local.ts). The content is read once, when it starts:
// a new save is a new renderer. Prints its address as one line of JSON
// ({"url"}, and {"error"} when the content has a mistake, which every page
// then says) and serves until it is stopped.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { contactFormScript } from "#app/contact/form-data.ts";
import { photosPath } from "#app/content-loader/photos.ts";
import { notFoundKey, pageAtUrl } from "#app/page-list/page-list.ts";
import { buildOfferScript, withLanguageOffer } from "#scripts/language-offer.ts";
import { fingerprintsPath } from "#scripts/editor/browser/sign-off.ts";
import { ownServer } from "./guard.ts";

const serverBuild = process.env.PREVIEW_SERVER_BUILD ?? "";
const clientDir = process.env.PREVIEW_CLIENT_DIR ?? "";

/** The built contact form script's name ("/assets/contact-form-<hash>.js"), as postbuild named it. */
function builtScripts(): Map<string, string> {
  const name = path.basename(contactFormScript, ".js");
  const file = readdirSync(path.join(clientDir, "assets")).find(
    (each) => each.startsWith(`${name}-`) && each.endsWith(".js"),
  );
  return new Map(file ? [[contactFormScript, `/assets/${file}`]] : []);
}

/** The page as the build writes it: its scripts' built names, the language offer's script. */
function asBuilt(html: string, scripts: Map<string, string>, offer: string): string {
  let page = html;
  for (const [name, file] of scripts) page = page.replaceAll(`"${name}"`, `"${file}"`);
  return withLanguageOffer(page, offer);
}

async function renderer() {
  try {
    const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const scripts = builtScripts();
    const offer = await buildOfferScript();
    /** The draft's photographs, or their placeholders, by path, made when first asked for. */
    let photos: Promise<Map<string, Buffer>> | undefined;
    let fingerprints: Promise<string> | undefined;
    const css = readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");
    return async (
      url: string,
    ): Promise<{ status: number; type: string; body: string | Buffer }> => {
      const { pathname } = new URL(url);
      // The words' fingerprints of this commit, as the build publishes them (local.ts asks).
      if (pathname === fingerprintsPath) {
        fingerprints ??= import("./sign-off.ts").then(({ publishedFingerprints }) =>
          JSON.stringify(publishedFingerprints(process.env.PREVIEW_COMMIT)),
        );
        return { status: 200, type: "application/json", body: await fingerprints };
      }
      if (pathname.startsWith(photosPath)) {
        photos ??= import("#scripts/photos.ts")
          .then(async ({ sitePhotos }) =>
            (await sitePhotos(css)).map(({ file, bytes }) => [file, bytes] as const),
          )
          .then((files) => new Map(files));
        const bytes = (await photos).get(pathname);
        if (bytes)
          return { status: 200, type: `image/${path.extname(pathname).slice(1)}`, body: bytes };
      }
      const answer = await handle(new Request(url));
      const type = answer.headers.get("content-type") ?? "";
      const body = type.includes("text/html") ? asBuilt(await answer.text(), scripts, offer) : "";
      // An address no page has is the 404 page, answered 404 as the site's server does.
      const page = pageAtUrl(url);
      const unknown = answer.status === 200 && (!page || page.key === notFoundKey);
      return { status: unknown ? 404 : answer.status, type, body };
    };
  } catch (error) {
    return String(error instanceof Error ? error.message : error);
  }
}

const render = await renderer();
const { url } = ownServer("a draft's renderer", (request, reply) => {
  const answer =
    typeof render === "string"
      ? Promise.reject(new Error(`This draft cannot be shown: ${render}`))
      : render(new URL(request.url ?? "/", "http://127.0.0.1").href);
  answer.then(
    ({ status, type, body }) => {
      reply.writeHead(status, { "content-type": type || "text/html; charset=utf-8" });
      reply.end(body);
    },
    (error: unknown) => {
      reply.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      reply.end(error instanceof Error ? error.message : String(error));
    },
  );
});
const address = await url;
console.log(
  JSON.stringify(typeof render === "string" ? { url: address, error: render } : { url: address }),
);
// The first page renders slower than the next; rendered once now, it is not the person's.
if (typeof render !== "string") render(`${address}/`).catch(() => undefined);
process.once("SIGTERM", () => process.exit(0));
