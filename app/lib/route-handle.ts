// What a route module may say about itself through its `handle` export, read
// by the root. A page ships JavaScript only when one of its routes asks to
// hydrate: everything else a visitor can press works from HTML alone
// (docs/decisions/011-html-first.md).
import type { UIMatch } from "react-router";

export type RouteHandle = {
  /** The page has something to run in the browser (the contact form, the 404 log). */
  hydrate?: boolean;
};

/** Whether any route of the current page asks for its JavaScript. */
export function pageHydrates(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
