// The editor's local git backend through the site's own server (`npm run
// editor`, never in production): /admin/api/v1 is handed to decap-server
// (MODE=git), which commits each save in the clone; same origin, so the
// editor's policy names no other address. `backend.headers` (the run's key:
// scripts/editor/guard.ts) go with each request.
import type { FastifyInstance } from "fastify";

export type EditorBackend = { url: string; headers?: Record<string, string> };

export function registerEditorBackend(app: FastifyInstance, backend: EditorBackend) {
  app.post("/admin/api/v1", { bodyLimit: 50 * 1024 * 1024 }, async (request, reply) => {
    const answer = await fetch(backend.url, {
      method: "POST",
      headers: { ...backend.headers, "content-type": "application/json" },
      body: JSON.stringify(request.body),
    });
    reply
      .code(answer.status)
      .header("content-type", answer.headers.get("content-type") ?? "application/json")
      .header("cache-control", "no-store");
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  });
}
