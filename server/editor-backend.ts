// The editor's local git backend, reached through the site's own server: on
// a computer where a person edits a clone of the repository (`npm run
// editor`), the editor at /admin posts each request to /admin/api/v1 and this
// hands it to decap-server (MODE=git), which reads the files and commits each
// save in that clone. Same origin, so the editor's policy needs no other
// address. The production server never registers it. `backend.headers` go
// with each request handed on (the run's key: scripts/editor/guard.ts).
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
