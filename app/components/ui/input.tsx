// Text inputs, text areas, lists to choose from, and boxes to tick, with one
// look and a visible focus ring, and the labels above them.
import type * as React from "react";
import { cn } from "#app/design/cn.ts";

const fieldClasses =
  "block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-brand aria-invalid:border-danger";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "min-h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-32", className)} {...props} />;
}

export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "min-h-11", className)} {...props} />;
}

/**
 * A box to tick or a round button to choose, with its label beside it: the
 * whole line is the target, at least 44 px tall for a finger.
 */
export function Choice({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & {
  type: "checkbox" | "radio";
  label: React.ReactNode;
}) {
  return (
    <label className={cn("flex min-h-11 items-center gap-3 text-base", className)}>
      <input className="size-5 shrink-0 accent-brand" {...props} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A field's label; `required` adds the asterisk the spec asks for, which screen
 * readers skip because the input itself announces that it is required.
 */
export function Label({
  className,
  required,
  children,
  ...props
}: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label className={cn("block text-sm font-semibold", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}
