// One page of the site's list by its id ("about", "condition/migraine"), for the tests that read its entry.
import { type SitePage, sitePages } from "#app/page-list/page-list.ts";

export function sitePage(id: string): SitePage {
  const page = sitePages().find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page has the id "${id}".`);
  return page;
}
