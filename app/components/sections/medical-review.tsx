// Who reviewed a medical page and when, and the sources it rests on: what a
// reader (and a search engine) needs to judge the page. The review line goes
// under the page's title; the sources close the page, after its FAQ.
import { BadgeCheck, Info } from "lucide";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Faq, type FaqItem } from "./faq.tsx";
import { Section, outlineEntry } from "./section.tsx";
import { Fold } from "./text-blocks.tsx";
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

/** The two sections FaqAndReview lays out, for the page's "On this page" list. */
export function faqAndReviewOutline(words: Pick<Words, "review">) {
  return [
    outlineEntry(words.review.faq, "frequently-asked-questions"),
    outlineEntry(words.review.sources, "sources"),
  ] as const;
}

/**
 * The close of every condition and treatment page: its FAQ, then the sources
 * it rests on. Who reviewed it is said under its title (ReviewLine).
 */
export function FaqAndReview({
  faqName,
  faqs,
  sources,
}: {
  faqName: string;
  faqs: readonly FaqItem[];
  sources: readonly SourceItem[];
}) {
  const words = useWords();
  const [faqSection, sourcesSection] = faqAndReviewOutline(words);
  return (
    <>
      <Section size="compact" {...faqSection} tone="muted">
        <Faq name={faqName} items={faqs} />
      </Section>
      {/* The list is long on a phone: it folds under the section's heading. */}
      <Section {...sourcesSection} size="compact">
        <Fold label={words.fold.sources}>
          <SourceList sources={sources} />
        </Fold>
      </Section>
    </>
  );
}
