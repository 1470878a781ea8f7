// Starts the project's own server on a free port of 127.0.0.1, serving the
// site built in build/client, for every real-browser test file.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { buildApp, defaultClientDir } from "../../server/app.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(`${defaultClientDir}/index.html`)) {
    throw new Error("No build in build/client: run `npm run build` before the browser tests.");
  }
  const app = await buildApp();
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  project.provide("baseUrl", address);
  return async () => {
    await app.close();
  };
}
