// The URLs of pages generated from content arrays. The route table declares
// the patterns; this file lists the concrete paths to prerender, so the route
// table, the prerender list and the tests all read the same arrays.
import { conditions } from "../content/conditions.ts";
import { treatments } from "../content/treatments.ts";

export const conditionPath = (slug: string) => `/conditions/${slug}`;
export const treatmentPath = (slug: string) => `/treatments/${slug}`;

/** Prerendered to build/client/404/index.html, then copied to 404.html. */
export const notFoundPath = "/404";

export function detailPaths(): string[] {
  return [
    ...conditions.map((condition) => conditionPath(condition.slug)),
    ...treatments.map((treatment) => treatmentPath(treatment.slug)),
  ];
}

/**
 * Every path to render at build time: the static paths React Router finds in
 * the route table, one per content entry, and the 404 page.
 */
export function prerenderPaths(staticPaths: readonly string[]): string[] {
  return [...new Set([...staticPaths, ...detailPaths(), notFoundPath])];
}
