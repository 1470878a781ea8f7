// Absolute URLs on the practice's site, for canonical links, social cards and
// structured data.
import { clinic } from "#app/content/clinic.ts";

export function canonicalUrl(path: string): string {
  return new URL(path, clinic.url).href;
}
