// The one way a template of the site's words is filled in: ICU MessageFormat
// with Intl (intl-messageformat), as the content's facts are filled in
// (app/content-loader/messages.ts). Here, in the folder the server shares,
// because the form's rules fill in their problems on both sides; it imports
// nothing of the site, so the content may import it too.
import { IntlMessageFormat } from "intl-messageformat";
import { type MessageFormatElement, TYPE, parse } from "@formatjs/icu-messageformat-parser";

/** The names of the plain placeholders of a parsed message ("{phone}"), at any depth. */
export function plainNames(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.argument) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => plainNames(option.value));
    }
    return [];
  });
}

/**
 * A template such as "Call {phone}" filled in from `values`, numbers and
 * plurals as `language` (BCP 47) writes them. A plain placeholder `values`
 * does not give stays as written, for a later fill (the server fills the
 * field of an answer whose limit and phone are in); a missing number or
 * plural is an error. Tags are text.
 */
export function format(
  template: string,
  values: Readonly<Record<string, string | number>>,
  language?: string,
): string {
  if (!template.includes("{")) return template;
  const message = parse(template, { ignoreTag: true });
  const later = plainNames(message).filter((name) => !(name in values));
  const formatter = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
  return String(
    formatter.format({
      ...Object.fromEntries(later.map((name) => [name, `{${name}}`])),
      ...values,
    }),
  );
}
