// What an established patient does when the office is closed: the steps in
// order, the office number to call, and 911 for an emergency. /patients and
// /contact both show it, with the words of the practice's facts (content/practice/).
import { Phone, TriangleAlert } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/page-list/site-facts.ts";
import { PhoneSentence } from "./book-and-call.tsx";
import { cn } from "#app/design/cn.ts";

export function AfterHoursSteps({
  steps,
  emergency,
  className,
}: {
  steps: readonly string[];
  emergency: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl space-y-4", className)}>
      <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="flex items-center gap-2">
        <Icon node={Phone} className="size-5 shrink-0 text-brand" />
        <span>
          <PhoneSentence
            template={useWords().phoneLines.officePhone}
            className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
          />
        </span>
      </p>
      <p className="flex gap-3 rounded-card border-2 border-accent bg-accent-soft p-4 font-semibold text-ink">
        <Icon node={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-accent" />
        <span>{emergency}</span>
      </p>
    </div>
  );
}
