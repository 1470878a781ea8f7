// Who reviewed a medical page and when, and the sources it rests on: what a
// reader (and a search engine) needs to judge the page. The review line goes
// under the page's title; the sources close the page, after its FAQ
// (app/routes/detail.tsx).
import { BadgeCheck, Info } from "lucide";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { DateText } from "#app/page-list/date-text.ts";
import { useWords } from "#app/page-list/site-facts.ts";

type SourceItem = { title: string; publisher: string; year?: number };

/**
 * The page's medical review as its record stands (app/reviews/reviews.ts):
 * reviewed, as the words are now; changed since a review; or never reviewed.
 */
export type MedicalReviewLine =
  { state: "current" | "changed"; name: string; date: DateText } | { state: "missing" };

/**
 * Who reviewed the page and when, or that no one has yet: the line that goes
 * right under the page's title, where a reader judges the page.
 */
export function ReviewLine({ review }: { review: MedicalReviewLine }) {
  const words = useWords().review;
  return (
    <p className="mt-3 flex items-start gap-2 text-base text-ink-muted">
      <Icon
        node={review.state === "current" ? BadgeCheck : Info}
        className="mt-0.5 size-5 shrink-0 text-brand"
      />
      <span>
        {review.state === "missing" ? (
          words.notReviewed
        ) : (
          <FilledIn
            template={review.state === "current" ? words.reviewed : words.changed}
            values={{
              name: <strong className="text-ink">{review.name}</strong>,
              date: <time dateTime={review.date.iso}>{review.date.text}</time>,
            }}
          />
        )}
      </span>
    </p>
  );
}

/** The published works the page rests on, as they are cited in English on every page. */
export function SourceList({ sources }: { sources: readonly SourceItem[] }) {
  return (
    <ul lang="en" className="max-w-3xl list-disc space-y-1 pl-6 text-ink-muted">
      {sources.map((source) => (
        <li key={source.title}>
          {source.title}. {source.publisher}
          {source.year ? `, ${source.year}` : ""}.
        </li>
      ))}
    </ul>
  );
}
