// What every page's loader starts from: the page at the request's URL (from
// the list of pages) and the site's words in that page's language. A URL
// with no page behind it answers 404, so the route's error screen shows.
import { data } from "react-router";
import { type Content, bySlug, contentIn } from "#app/content-loader/in-language.ts";
import { currentMedicalReview, medicalReviewLine } from "#app/reviews/reviews.ts";
import { moreSectionAnchors } from "./english-anchors.ts";
import { pageAtUrl } from "./page-list.ts";

export function requestedPage(request: Request) {
  const page = pageAtUrl(request.url);
  if (!page) throw data(null, { status: 404 });
  return { page, content: contentIn(page.language) };
}

/**
 * A condition's or treatment's page: its entry (404 for a slug none has), its
 * medical review, and what its template reads (app/routes/detail.tsx).
 */
export function requestedEntry<List extends "conditions" | "treatments">(
  request: Request,
  list: List,
) {
  const { page, content } = requestedPage(request);
  const entry = bySlug<Content[List][number]>(content[list], page.entry);
  if (!entry) throw data(null, { status: 404 });
  const { language } = content;
  return {
    page,
    content,
    review: currentMedicalReview(language, page.key),
    detail: {
      entry,
      // Each further section keeps the anchor its English heading gives, in every language.
      sectionIds: moreSectionAnchors(list, entry.slug),
      review: medicalReviewLine(language, page.key),
      callToAction:
        list === "conditions" ? content.conditionCallToAction : content.treatmentCallToAction,
    },
  };
}
