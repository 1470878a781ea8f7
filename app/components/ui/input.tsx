// Text inputs and text areas with one look and a visible focus ring.
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

const fieldClasses =
  "block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-brand aria-invalid:border-danger";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(fieldClasses, "min-h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn(fieldClasses, "min-h-32", className)} {...props} />
  );
}
