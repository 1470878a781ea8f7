// Button styles shared by <button> and by links that look like buttons.
//
// A caller's className may place a button (width, margin, whitespace,
// display, order) but never restyle it. cn() only joins class names, so when
// two utilities set the same property the one later in the generated CSS wins,
// whatever the order in the string: an override can silently lose, or win on
// one page and lose after the next build. A button that needs another look
// gets a variant or size here, and buttonVariants throws on an override, so a
// conflict fails the prerender instead of reaching a visitor. The check runs
// at build time, in development and in tests; browsers are sent the button
// without it, since /contact's JavaScript has no kilobyte to spare.
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand text-on-brand hover:bg-brand-strong",
  outline: "border-2 border-brand text-brand hover:bg-brand-soft",
  /** Solid and light, for a dark band. */
  inverse: "bg-surface text-brand-strong hover:bg-brand-soft focus-visible:outline-on-brand",
  /** Outlined in white, for a dark band. */
  "outline-inverse":
    "border-2 border-on-brand text-on-brand hover:bg-brand focus-visible:outline-on-brand",
  ghost: "text-ink hover:bg-surface-muted",
} as const;

const sizes = {
  md: "min-h-11 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
  /** An icon and a short label where a row is tight, such as the header. */
  compact: "min-h-11 px-2 py-2 text-sm",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Property groups a className must leave to the button, by utility name. */
const guardedGroups: ReadonlyArray<readonly [group: string, pattern: RegExp]> = [
  ["padding", /^p[xytrblse]?-/],
  ["height", /^(min-h|h|size)-/],
  ["width", /^(min-w|w|size)-/],
  ["text colour", /^text-/],
  ["background", /^bg-/],
  ["border colour", /^border-/],
  ["corner radius", /^rounded(-|$)/],
  ["font weight", /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ["gap", /^gap(-|$)/],
  ["alignment", /^(items|justify)-/],
  ["transition", /^transition(-|$)/],
  ["opacity", /^opacity-/],
  ["pointer events", /^pointer-events-/],
  ["shrink", /^shrink(-|$)/],
];

/** Utilities named like a guarded group that set something else. */
const unguarded =
  /^(text-(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)|border-(collapse|separate|spacing).*)$/;

function groupsOf(utility: string): string[] {
  if (unguarded.test(utility)) return [];
  if (/^text-(xs|sm|base|lg|\d*xl)(\/|$)/.test(utility)) return ["font size"];
  if (/^border(-[xytrblse])?(-\d+|-\[[^\]]+\])?$/.test(utility)) return ["border width"];
  if (/^border-(solid|dashed|dotted|double|hidden|none)$/.test(utility)) return ["border style"];
  return guardedGroups.filter(([, pattern]) => pattern.test(utility)).map(([group]) => group);
}

/**
 * What a class styles, as "element|group" keys. State and breakpoint
 * modifiers (hover:, focus-visible:, sm:) style the same element, so
 * `hover:bg-x` overrides `bg-y`; a selector modifier such as `[&_svg]:`
 * styles other elements and keeps its own keys.
 */
function keysOf(className: string): string[] {
  const parts = className.split(/:(?![^[]*\])/);
  const utility = (parts.pop() ?? "").replace(/^!|!$/g, "").replace(/^-/, "");
  const element = parts.filter((modifier) => /^[[*]/.test(modifier)).join(":");
  return groupsOf(utility).map((group) => `${element}|${group}`);
}

function refuseOverrides(own: string[], className: string, described: string) {
  const owned = new Map<string, string[]>();
  for (const utility of own) {
    for (const key of keysOf(utility)) owned.set(key, [...(owned.get(key) ?? []), utility]);
  }
  const conflicts = className
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((utility) =>
      keysOf(utility).flatMap((key) => {
        const theirs = owned.get(key);
        return theirs
          ? [`"${utility}" overrides "${theirs.join(" ")}" (${key.split("|")[1]})`]
          : [];
      }),
    );
  if (conflicts.length > 0) {
    throw new Error(
      `buttonVariants(${described}): ${conflicts.join("; ")}. A className may place a ` +
        "button (width, margin, display) but not restyle it, since cn() cannot decide which " +
        "class wins; add a variant or size in button.tsx instead.",
    );
  }
}

export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const own = [base, variants[variant], sizes[size]];
  if ((import.meta.env.SSR || import.meta.env.DEV) && className) {
    refuseOverrides(
      own.join(" ").split(" "),
      className,
      `{ variant: "${variant}", size: "${size}" }`,
    );
  }
  return cn(...own, className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
