// The language offer's script (app/browser/language-offer.ts), bundled and minified, and inlined
// at the end of every page that has offers (its hash in the page's policy): on most pages it is
// the only script, and a file would cost a phone on a slow network one more request.
import path from "node:path";
import { type BuildOptions, build } from "rolldown";
import { offerAttribute } from "#app/components/layout/offer-attribute.ts";

const source = path.resolve(import.meta.dirname, "../app/browser/language-offer.ts");

/** A script for the browser, bundled by rolldown into one chunk (the offer's, the editor's). */
export async function bundled(source: string, options: Omit<BuildOptions, "input" | "platform">) {
  const { output } = await build({ input: source, platform: "browser", ...options });
  const [chunk] = output;
  if (!chunk || output.length !== 1 || chunk.type !== "chunk") {
    throw new Error(`${source} should bundle into one script.`);
  }
  return chunk;
}

/** The offer's script, bundled and minified, as the pages inline it. */
export async function buildOfferScript(): Promise<string> {
  const chunk = await bundled(source, { write: false, output: { format: "iife", minify: true } });
  return chunk.code.trim();
}

/** The page with the offer's script before `</body>`, when it has offers. */
export function withLanguageOffer(html: string, script: string): string {
  if (!script || !html.includes(`${offerAttribute}=`)) return html;
  return html.replace("</body>", `<script>${script}</script></body>`);
}
