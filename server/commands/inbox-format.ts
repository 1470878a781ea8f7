// How the inbox shows what visitors wrote: on a terminal, with characters that
// could move the cursor, rewrite a line or reorder text made visible; as CSV,
// with cells a spreadsheet would run as a formula made inert.

// C0 and C1 controls, DEL, and the format characters that change how text
// around them is shown (zero-width, joiners, direction marks and overrides,
// the byte-order mark). Line breaks and tabs are kept where text may hold them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const hidden = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Text safe to print on a terminal: every hidden character shown as \u{…}. */
export function forTerminal(text: string, { multiline = false } = {}): string {
  return text.replace(hidden, (char) => {
    if (multiline && (char === "\n" || char === "\t")) return char;
    if (char === "\r") return "\\r";
    return `\\u{${char.codePointAt(0)!.toString(16).padStart(4, "0")}}`;
  });
}

// A cell is read as a formula when its first visible character is one of
// these, in ASCII or full width, whatever spaces or line breaks come first.
const formulaStart = /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/u;

/** One CSV cell: quoted, and made inert for spreadsheet formulas. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The byte-order mark that starts the CSV file, so spreadsheet programs read
 * it as UTF-8 and show names in any script as written.
 */
export const csvByteOrderMark = "\ufeff";
