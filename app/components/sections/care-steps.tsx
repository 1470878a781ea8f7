// The numbered steps of the practice's approach to care.
import { fillIn, useWords } from "#app/lib/site-facts.ts";

export type CareStep = {
  number: number;
  title: string;
  /** Plain words under the title. */
  subtitle?: string;
  description: string;
};

export function CareSteps({ steps }: { steps: readonly CareStep[] }) {
  const words = useWords();
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.number} className="rounded-card border border-line bg-surface p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
          >
            {step.number}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">
              {fillIn(words.careStep, { number: String(step.number) })}{" "}
            </span>
            {step.title}
          </h3>
          {step.subtitle ? (
            <p className="mt-1 font-medium text-brand-strong">{step.subtitle}</p>
          ) : null}
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
