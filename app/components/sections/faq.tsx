// Frequently asked questions as an accordion of native <details> elements
// sharing one `name`: the browser keeps one item open at a time, an open item
// collapses when its question is pressed again, it works with the keyboard
// and without JavaScript, and every answer is in the HTML for readers and
// search engines.
import { ChevronDown } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";

type FaqItem = { question: string; answer: string; points?: readonly string[] };

export function Faq({ name, items }: { name: string; items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            {/* A long word breaks rather than push the arrow off a 320 px screen (text spacing). */}
            <span className="min-w-0 [overflow-wrap:anywhere] hyphens-auto">{item.question}</span>
            <Icon
              node={ChevronDown}
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-ink-muted">
            <p>{item.answer}</p>
            {item.points ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 marker:text-brand">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
