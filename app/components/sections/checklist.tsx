// A titled list of things to do or bring, each with a check mark.
import { CheckList } from "./text-blocks.tsx";

export function Checklist({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section aria-label={heading} className="rounded-card border border-line bg-surface-muted p-6">
      <h2 className="text-xl font-bold">{heading}</h2>
      <div className="mt-4">
        <CheckList items={items} />
      </div>
    </section>
  );
}
