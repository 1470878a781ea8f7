// Who reviewed a medical page and when, and the sources it rests on: what a
// reader (and a search engine) needs to judge the page.
import { BadgeCheck, Info } from "lucide";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Faq, type FaqItem } from "./faq.tsx";
import { Section, outlineEntry } from "./section.tsx";
import { type Words, useWords } from "#app/pages/site-facts.ts";

export type SourceItem = { title: string; publisher: string; year?: number };

/** A date as ISO and as the words the page shows; the loader writes both. */
export type ReviewDate = { iso: string; text: string };

/**
 * The page's medical review as its record stands (app/reviews/reviews.ts):
 * reviewed, as the words are now; changed since a review; or never reviewed.
 */
export type MedicalReviewLine =
  { state: "current" | "changed"; name: string; date: ReviewDate } | { state: "missing" };

export function MedicalReview({
  review,
  sources,
}: {
  review: MedicalReviewLine;
  sources: readonly SourceItem[];
}) {
  const words = useWords().review;
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-ink-muted">
        <Icon
          node={review.state === "current" ? BadgeCheck : Info}
          className="size-5 shrink-0 text-brand"
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
      <div>
        <h3 className="text-lg font-semibold">{words.sources}</h3>
        {/* The sources are cited as published, in English, on every language's page. */}
        <ul lang="en" className="mt-2 list-disc space-y-1 pl-6 text-ink-muted">
          {sources.map((source) => (
            <li key={source.title}>
              {source.title}. {source.publisher}
              {source.year ? `, ${source.year}` : ""}.
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The two sections FaqAndReview lays out, for the page's "On this page" list. */
export function faqAndReviewOutline(words: Pick<Words, "review">) {
  return [
    outlineEntry(words.review.faq, "frequently-asked-questions"),
    outlineEntry(words.review.heading, "medical-review"),
  ] as const;
}

/** The close of every condition and treatment page: its FAQ, then who reviewed it and why. */
export function FaqAndReview({
  faqName,
  faqs,
  ...review
}: {
  faqName: string;
  faqs: readonly FaqItem[];
  review: MedicalReviewLine;
  sources: readonly SourceItem[];
}) {
  const [faqSection, reviewSection] = faqAndReviewOutline(useWords());
  return (
    <>
      <Section {...faqSection} tone="muted">
        <Faq name={faqName} items={faqs} />
      </Section>
      <Section {...reviewSection}>
        <MedicalReview {...review} />
      </Section>
    </>
  );
}
