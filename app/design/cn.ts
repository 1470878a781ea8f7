// Joins class names, skipping the falsy ones, for conditional styling. It does
// not resolve two utilities that set the same property (the later one in the
// generated CSS wins), so buttonVariants refuses such overrides itself.
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
