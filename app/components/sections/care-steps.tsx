// The numbered steps of the practice's approach to care.
import { format, useSiteFacts } from "#app/page-list/site-facts.ts";

type CareStep = {
  number: number;
  title: string;
  /** Plain words under the title. */
  subtitle?: string;
  description: string;
};

export function CareSteps({ steps }: { steps: readonly CareStep[] }) {
  const { words, languageTag } = useSiteFacts();
  return (
    // On phones a numbered column, each number beside its step; from md,
    // cards side by side.
    <ol className="grid gap-5 md:grid-cols-2 md:gap-6 lg:grid-cols-4">
      {steps.map((step) => {
        // "Step 1: " for screen readers, before the title, as the language writes it.
        const [before = "", after = ""] = format(
          words.careStep,
          { number: String(step.number) },
          languageTag,
        ).split("{title}");
        return (
          <li
            key={step.number}
            className="grid grid-cols-[2.5rem_1fr] gap-x-4 md:block md:rounded-card md:border md:border-line md:bg-surface md:p-6"
          >
            <span
              aria-hidden="true"
              className="row-span-3 flex size-10 items-center justify-center rounded-full bg-brand font-heading text-lg font-bold text-on-brand"
            >
              {step.number}
            </span>
            <h3 className="text-lg font-semibold md:mt-4">
              <span className="sr-only">{before}</span>
              {step.title}
              {after ? <span className="sr-only">{after}</span> : null}
            </h3>
            {step.subtitle ? (
              <p className="mt-1 font-medium text-brand-strong">{step.subtitle}</p>
            ) : null}
            <p className="mt-2 text-ink-muted">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
