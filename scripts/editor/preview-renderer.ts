// One draft's pages, rendered on request (scripts/editor/preview.ts starts
// it): the build's own server bundle (build/server/index.js, the one that
// prerendered the site) on the draft's content (SITE_CONTENT_DIR), as a draft
// (SITE_DRAFT=1: every page says so). Each page is given the scripts the
// build gives it (the contact form's file, the language offer), so it reads
// and works as the built page will. The content is read once, when it starts:
// a new save is a new renderer. Prints its address as one line of JSON
// ({"url"}, and {"error"} when the content has a mistake, which every page
// then says) and serves until it is stopped.
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { contactFormScript } from "#app/contact/form-data.ts";
import { buildOfferScript, withLanguageOffer } from "#scripts/language-offer.ts";
import { foreignRequest, refusedLine } from "./guard.ts";

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
    return async (url: string) => {
      const answer = await handle(new Request(url));
      const type = answer.headers.get("content-type") ?? "";
      const body = type.includes("text/html") ? asBuilt(await answer.text(), scripts, offer) : "";
      return { status: answer.status, type, body };
    };
  } catch (error) {
    return String(error instanceof Error ? error.message : error);
  }
}

const render = await renderer();
const server = createServer((request, reply) => {
  // Only the draft's preview asks it (guard.ts).
  const address = server.address();
  const foreign = foreignRequest(
    request.headers,
    typeof address === "object" && address ? address.port : 0,
  );
  if (foreign) {
    console.error(
      refusedLine("a draft's renderer", request.method ?? "", request.url ?? "", foreign),
    );
    reply.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
    reply.end("Forbidden");
    return;
  }
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (typeof render === "string") {
    reply.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    reply.end(`This draft cannot be shown: ${render}`);
    return;
  }
  render(url.href).then(
    ({ status, type, body }) => {
      reply.writeHead(status, { "content-type": type || "text/html; charset=utf-8" });
      reply.end(body);
    },
    (error: unknown) => {
      reply.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      reply.end(String(error));
    },
  );
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  console.log(JSON.stringify(typeof render === "string" ? { url, error: render } : { url }));
  // The first page renders slower than the next; rendered once now, it is not the person's.
  if (typeof render !== "string") render(`${url}/`).catch(() => undefined);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
