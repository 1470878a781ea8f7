// A plain static server for the bench's A/B (`BENCH_PLAIN=1 npm run
// bench:ab`): the built files with their type and, when the browser takes
// it, their precompressed copy, and no other header. It stands for the
// cheapest way a page can be served, so what the project's own server adds
// (its security headers, its policy per page) shows beside it in the same run.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const types: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** The file a path names: itself, or its folder's index.html. */
function fileFor(root: string, pathname: string): string | undefined {
  const file = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, path.join(file, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export async function startPlainServer(
  root: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const file = fileFor(root, url.pathname) ?? path.join(root, "404.html");
    const status = file.endsWith(`${path.sep}404.html`) ? 404 : 200;
    const accepted = request.headers["accept-encoding"] ?? "";
    const headers: Record<string, string> = {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    };
    let body = readFileSync(file);
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (accepted.includes(encoding) && existsSync(file + suffix)) {
        body = readFileSync(file + suffix);
        headers["content-encoding"] = encoding;
        headers.vary = "accept-encoding";
        break;
      }
    }
    response.writeHead(status, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
