// What every page's loader starts from: the page at the request's URL (from
// the list of pages) and the site's words in that page's language. A URL
// with no page behind it answers 404, so the route's error screen shows.
import { data } from "react-router";
import { contentIn } from "#app/content/in-language.ts";
import { pageAtUrl } from "./page-list.ts";

export function requestedPage(request: Request) {
  const page = pageAtUrl(request.url);
  if (!page) throw data(null, { status: 404 });
  return { page, content: contentIn(page.language) };
}
