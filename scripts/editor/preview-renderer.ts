// One branch's pages, rendered on request (preview.ts starts it): the build's own server bundle on
// the branch's content (SITE_CONTENT_DIR), as a draft when SITE_DRAFT=1, with the scripts the build
// gives each page and the branch's photos made as the build makes them; an address no page has is
// the 404 page, answered 404. It also gives the words' fingerprints of its commit (PREVIEW_COMMIT,
// for "Sign a review"). The content is read once: a new save is a new renderer. Prints its address
// as one line of JSON ({"url"}) and serves until it is stopped.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { contactFormScript } from "#app/contact/form-data.ts";
import { photosPath } from "#app/content-loader/photos.ts";
import { notFoundKey, pageAtUrl } from "#app/page-list/page-list.ts";
import { buildOfferScript, withLanguageOffer } from "#scripts/language-offer.ts";
import { fingerprintsPath } from "#scripts/editor/browser/sign-off.ts";
import { answerText, ownServer } from "./guard.ts";

const serverBuild = process.env.PREVIEW_SERVER_BUILD ?? "";
const clientDir = process.env.PREVIEW_CLIENT_DIR ?? "";

/** A page as the build writes it: the contact form's script under its built name, the offer's. */
function asBuilt(offer: string): (html: string) => string {
  const name = path.basename(contactFormScript, ".js");
  const file = readdirSync(path.join(clientDir, "assets")).find(
    (each) => each.startsWith(`${name}-`) && each.endsWith(".js"),
  );
  const named = (html: string) =>
    file ? html.replaceAll(`"${contactFormScript}"`, `"/assets/${file}"`) : html;
  return (html) => withLanguageOffer(named(html), offer);
}

type Answer = { status: number; type: string; body: string | Buffer };

async function renderer(): Promise<(url: string) => Promise<Answer>> {
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const built = asBuilt(await buildOfferScript());
  /** The draft's photographs, or their placeholders, by path, made when first asked for. */
  let photos: Promise<Map<string, Buffer>> | undefined;
  let fingerprints: Promise<string> | undefined;
  const css = readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");
  return async (url) => {
    const { pathname } = new URL(url);
    // The words' fingerprints of this commit, as the build publishes them (local.ts asks).
    if (pathname === fingerprintsPath) {
      fingerprints ??= import("./admin-files.ts").then(({ publishedFingerprints }) =>
        JSON.stringify(publishedFingerprints(process.env.PREVIEW_COMMIT)),
      );
      return { status: 200, type: "application/json", body: await fingerprints };
    }
    if (pathname.startsWith(photosPath)) {
      photos ??= import("#scripts/photos.ts").then(
        async ({ sitePhotos }) => new Map((await sitePhotos(css)).map((p) => [p.file, p.bytes])),
      );
      const bytes = (await photos).get(pathname);
      if (bytes)
        return { status: 200, type: `image/${path.extname(pathname).slice(1)}`, body: bytes };
    }
    const answer = await handle(new Request(url));
    const type = answer.headers.get("content-type") ?? "";
    const body = type.includes("text/html") ? built(await answer.text()) : "";
    // An address no page has is the 404 page, answered 404 as the site's server does.
    const page = pageAtUrl(url);
    const unknown = answer.status === 200 && (!page || page.key === notFoundKey);
    return { status: unknown ? 404 : answer.status, type, body };
  };
}

// A content mistake: every page says it.
const render = await renderer().catch((mistake: unknown) => {
  const error = mistake instanceof Error ? mistake.message : String(mistake);
  return async (): Promise<Answer> => {
    throw new Error(`This draft cannot be shown: ${error}`);
  };
});
const { url } = ownServer("a draft's renderer", (request, reply) => {
  render(new URL(request.url ?? "/", "http://127.0.0.1").href).then(
    ({ status, type, body }) => {
      reply.writeHead(status, { "content-type": type || "text/html; charset=utf-8" });
      reply.end(body);
    },
    (failure: unknown) =>
      answerText(reply, 500, failure instanceof Error ? failure.message : String(failure)),
  );
});
const address = await url;
console.log(JSON.stringify({ url: address }));
// The first page renders slower than the next; rendered once now, it is not the person's.
render(`${address}/`).catch(() => undefined);
process.once("SIGTERM", () => process.exit(0));
