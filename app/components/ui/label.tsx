// A form label; `required` adds the asterisk the spec asks for, which screen
// readers skip because the input itself announces that it is required.
import type * as React from "react";
import { cn } from "#app/design/cn.ts";

export function Label({
  className,
  required,
  children,
  ...props
}: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label data-slot="label" className={cn("block text-sm font-semibold", className)} {...props}>
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
