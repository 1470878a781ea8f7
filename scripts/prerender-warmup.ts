// A Vite plugin for `npm run build`: before React Router prerenders the
// first page, the server build reads the content of every language, outside
// any page's request. React Router gives each prerender request a fixed
// 10 s (its plugin takes no other from react-router.config.ts), and the
// first one used to pay for importing the server build and reading all four
// languages (the root loader lists every page in every language): on a
// machine busy with the rest of `npm test`, that passed 10 s and failed the
// build. The preview server React Router starts for the prerender imports
// the same file, so the modules read here are the ones it renders with.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/** What the warm-up needs of the server build: the root route's loader. */
type ServerBuild = {
  routes: {
    root?: {
      module: { loader?: (args: { request: Request; params: object; context: object }) => unknown };
    };
  };
};

export function prerenderWarmup(serverBuildFile = "build/server/index.js"): Plugin {
  return {
    name: "site:prerender-warmup",
    async configurePreviewServer() {
      // Only the build's own preview server, the one that prerenders.
      if (process.env.IS_RR_BUILD_REQUEST !== "yes") return;
      const started = performance.now();
      const build = (await import(
        pathToFileURL(path.resolve(serverBuildFile)).href
      )) as ServerBuild;
      const loader = build.routes.root?.module.loader;
      if (!loader)
        throw new Error(`${serverBuildFile} has no root loader to read the content with.`);
      await loader({ request: new Request("http://localhost/"), params: {}, context: {} });
      console.log(
        `prerender: the content read in ${Math.round(performance.now() - started)} ms, before the first page`,
      );
    },
  };
}
