// A titled list of things to do or bring, each with a check mark.
import { CircleCheck } from "lucide-react";

export function Checklist({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section aria-label={heading} className="rounded-card border border-line bg-surface-muted p-6">
      <h2 className="text-xl font-bold">{heading}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
