// The contact form's script fills its templates with this in place of
// app/contact/format.ts: postbuild's bundle of the script swaps it in
// (scripts/postbuild.ts, `browserFormat`). The form's words have plain
// placeholders only ("{field}", "{phone}"), which need no ICU parser, and the
// parser was three quarters of the script's bytes. app/browser/format.test.ts
// holds the two to the same result for every template of the form's words in
// every language, so a template with a plural in it fails there first.

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
