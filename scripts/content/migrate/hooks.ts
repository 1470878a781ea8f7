// Module hooks for the move (run.ts): care-facts.ts and ru/plural.ts resolve
// to their stand-ins, and the two retention numbers of contact.ts and
// notices.ts to sentinels. `?real` reaches the real care-facts.ts.
import { registerHooks } from "node:module";
import { messageRetentionSentinel, serverLogSentinel } from "./sentinels.ts";

const here = new URL("./", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.endsWith("care-facts.ts?real")) {
      const resolved = nextResolve(specifier.replace("?real", ""), context);
      return { ...resolved, url: `${resolved.url}?real`, shortCircuit: true };
    }
    const resolved = nextResolve(specifier, context);
    if (resolved.url.endsWith("/app/content/care-facts.ts")) {
      return { ...resolved, url: `${here}care-facts.ts`, shortCircuit: true };
    }
    if (resolved.url.endsWith("/app/content/ru/plural.ts")) {
      return { ...resolved, url: `${here}plural.ts`, shortCircuit: true };
    }
    return resolved;
  },
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (/\/app\/content\/(contact|(\w\w\/)?notices)\.ts$/.test(url)) {
      const source = String(loaded.source)
        .replace("messageRetentionDays = 90;", `messageRetentionDays = ${messageRetentionSentinel};`)
        .replace("serverLogRetentionDays = 30;", `serverLogRetentionDays = ${serverLogSentinel};`);
      return { ...loaded, source, shortCircuit: true };
    }
    return loaded;
  },
});
