// Absolute URLs on the practice's site, for canonical links, social cards and
// structured data.
import { practice } from "#app/content-loader/practice.ts";

export function canonicalUrl(path: string): string {
  return new URL(path, practice().url).href;
}
