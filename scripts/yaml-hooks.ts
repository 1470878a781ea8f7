// Lets a script run by Node import content/*.yaml as Vite does
// (scripts/yaml-module.ts): `node --import ./scripts/yaml-hooks.ts script.ts`.
import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { yamlModule } from "./yaml-module.ts";

registerHooks({
  load(url, context, nextLoad) {
    if (!url.endsWith(".yaml")) return nextLoad(url, context);
    const file = fileURLToPath(url);
    return {
      format: "module",
      source: yamlModule(readFileSync(file, "utf8"), file),
      shortCircuit: true,
    };
  },
});
