import type { Config } from "@react-router/dev/config";
import { readSiteContent, stopAtContentMistake } from "./scripts/one-line-errors.ts";

// Every content file is read and checked here, before anything is built or
// served: a mistake in one stops `npm run build`, `npm start` and the start
// of `npm run dev` with one line (the file, the line, what to do), not with
// React Router's "Error loading react-router.config.ts" and a stack.
await stopAtContentMistake(readSiteContent);

// Static site: scripts/postbuild.ts renders every page to HTML with the
// server build (the 404 page included, at /404); server/ only serves the files.
export default { ssr: true } satisfies Config;
