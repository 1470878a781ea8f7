// `npm run dev` and the content files (vite.config.ts). On an edit under
// content/, the dev server clears its SSR module runner's cache and reads the
// content again through the pages' own modules: the next reload shows the
// edit, and the server is not restarted. A mistake is printed as the build
// prints it, and every page answers with it (500) until the file is right. A
// request that arrives while the content is being read waits for it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { relative, resolve, sep } from "node:path";
import { type Plugin, type ViteDevServer, isRunnableDevEnvironment } from "vite";
import { escapeHtml } from "#app/contact/receipt.ts";
import type * as OneLineErrors from "./one-line-errors.ts";

/** A page that shows the content's mistakes, one per line, as the build prints them. */
function mistakePage(mistakes: string): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A mistake in a content file</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;background:#fdecea;padding:1rem;border-radius:.5rem}</style>
<h1>A mistake in a content file</h1>
<pre>${escapeHtml(mistakes)}</pre>
<p>Correct the file and save it, then reload this page. <code>npm run build</code> stops at the same line.</p>
</html>
`;
}

/** What the content's check found: its lines, or undefined when every file is right. */
async function readContent(server: ViteDevServer): Promise<string | undefined> {
  const ssr = server.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) return undefined;
  ssr.runner.clearCache();
  const lines = await ssr.runner.import<typeof OneLineErrors>("/scripts/one-line-errors.ts");
  try {
    await lines.readSiteContent();
    return undefined;
  } catch (error) {
    const mistakes = lines.contentMistakes(error);
    // Not a content file's mistake: the page shows the error as any other.
    if (mistakes === undefined)
      server.config.logger.error(String(error), { error: error as Error });
    return mistakes;
  }
}

export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const { logger } = server.config;
      const stamp = { timestamp: true };
      const contentFolder = resolve(server.config.root, process.env.SITE_CONTENT_DIR || "content");
      let mistakes: string | undefined;
      let reading: Promise<void> = Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      let settle: (() => void) | undefined;

      server.watcher.add(contentFolder);
      const edited = (file: string) => {
        if (!file.startsWith(`${contentFolder}${sep}`)) return;
        clearTimeout(timer);
        // Requests wait from the moment the edit is seen; a burst of saves is read once.
        if (!settle) {
          const waited = new Promise<void>((done) => (settle = done));
          reading = reading.then(() => waited);
        }
        timer = setTimeout(() => {
          const done = settle!;
          settle = undefined;
          void readContent(server)
            .then((found) => {
              mistakes = found;
              const name = `content/${relative(contentFolder, file).split(sep).join("/")}`;
              if (found) logger.error(found, stamp);
              else logger.info(`${name} changed: pages show it on the next reload`, stamp);
            })
            .catch((error: unknown) => logger.error(String(error), { error: error as Error }))
            .finally(done);
        }, 100);
      };
      server.watcher.on("change", edited).on("add", edited).on("unlink", edited);

      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next) => {
        const page = request.method === "GET" && request.headers.accept?.includes("text/html");
        if (!page) return next();
        void reading.then(() => {
          if (mistakes === undefined) return next();
          response.statusCode = 500;
          response.setHeader("content-type", "text/html; charset=utf-8");
          response.end(mistakePage(mistakes));
        });
      });
    },
  };
}
