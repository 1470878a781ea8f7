// The contact form's script fills its templates with this in place of
// app/contact/format.ts (scripts/postbuild.ts swaps it in): the form's words
// have plain placeholders only ("{phone}"), and the ICU parser was three
// quarters of the script's bytes. app/browser/format.test.ts holds the two to
// the same result for every template of the form's words in every language.

/** A template such as "Call {phone}" with each plain placeholder `values` gives filled in. */
export function format(
  template: string,
  values: Readonly<Record<string, string | number>>,
  _language?: string,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
