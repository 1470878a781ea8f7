// The <style> elements a page's scripts add at run time, known at build time so
// the page's Content-Security-Policy can allow exactly them by hash instead of
// 'unsafe-inline'. Today that is sonner's stylesheet, which the library inserts
// when it loads (a `__insertCSS("…")` call in its bundle).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The text of the stylesheet sonner inserts, read from the module the bundler takes. */
export function toasterStylesheet(
  bundle = readFileSync(fileURLToPath(import.meta.resolve("sonner")), "utf8"),
): string {
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundle)?.[1];
  if (!literal) {
    throw new Error(
      "sonner no longer inserts its styles with __insertCSS: update scripts/runtime-styles.ts so the pages' style-src still allows them",
    );
  }
  return JSON.parse(literal) as string;
}

/** A CSP source expression for a style element with this text. */
export function styleHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * The hashes of every stylesheet the site's scripts insert at run time. sonner
 * appends its <style> empty and fills it after, so the browser checks the empty
 * text first: its hash is allowed too (an empty stylesheet styles nothing).
 */
export function runtimeStyleHashes(): string[] {
  return [styleHash(""), styleHash(toasterStylesheet())];
}
