// What went wrong in a content file that is not valid YAML, in the words of
// the person who edits it: the line to change and what to do there. The yaml
// library names the place where it gave up, which is often not the line with
// the mistake (an unclosed quote is reported at the end of the file, a line
// indented too far at the line after it), so each kind of mistake is looked
// for where a person makes it.
import { type Document, LineCounter, type YAMLError, parseDocument, visit } from "yaml";

/** A mistake in a YAML text: the line (from 1) to change and what to do, in plain words. */
export type YamlMistake = { line?: number; message: string };

const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;
const isContent = (line: string) => line.trim() !== "" && !line.trim().startsWith("#");
const spaces = (count: number) => (count === 1 ? "1 space" : `${count} spaces`);

/** Valid YAML, and no list item read as words. */
function parsesCleanly(text: string): boolean {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  return document.errors.length === 0 && !itemReadAsWords(text, document, lineCounter, false);
}

/**
 * The files indent the lines under a field (`plans:`) further than the
 * field, lists too. YAML allows a list at its field's own indentation, so a
 * valid parse alone would let a field swallow the list or fields after it.
 */
function fieldsNestTheirLines(lines: readonly string[]): boolean {
  return lines.every((line, index) => {
    if (!/^\s*(?:- )?[^\s#:][^:#]*:\s*(#.*)?$/.test(line)) return true;
    const next = neighbour(lines, index, 1);
    return next === undefined || indentOf(lines[next] ?? "") > indentOf(line);
  });
}

/** The nearest line above (step -1) or below (step 1) that holds more than a comment. */
function neighbour(lines: readonly string[], index: number, step: 1 | -1): number | undefined {
  for (let at = index + step; at >= 0 && at < lines.length; at += step) {
    if (isContent(lines[at] ?? "")) return at;
  }
  return undefined;
}

/**
 * The one line out of step: the line whose indentation, changed to that of
 * a line near it (or to another level), makes the file valid with every
 * field's lines under it. Lines nearest the place the library reports are
 * tried first: it gives up at the mistake or a few lines after it.
 */
function lineOutOfStep(
  lines: readonly string[],
  reported: number,
  only?: number,
): { index: number; indent: number } | undefined {
  const order = [...lines.keys()]
    .filter((index) => isContent(lines[index] ?? "") && (only === undefined || index === only))
    .sort((a, b) => Math.abs(a - reported) - Math.abs(b - reported) || b - a)
    .slice(0, 60);
  for (const index of order) {
    const line = lines[index] ?? "";
    const own = indentOf(line);
    // The indentations of the five lines above and below, nearest first.
    const around = new Set<number>();
    let [above, below]: (number | undefined)[] = [index, index];
    for (let count = 0; count < 5; count++) {
      above = above === undefined ? undefined : neighbour(lines, above, -1);
      below = below === undefined ? undefined : neighbour(lines, below, 1);
      for (const at of [above, below]) if (at !== undefined) around.add(indentOf(lines[at] ?? ""));
    }
    // Then the other levels (a field after a long list is five lines from its level).
    for (let indent = 0; indent <= own + 2; indent += 2) around.add(indent);
    around.delete(own);
    for (const indent of around) {
      const moved = [...lines];
      moved[index] = " ".repeat(indent) + line.trimStart();
      if (fieldsNestTheirLines(moved) && parsesCleanly(moved.join("\n"))) return { index, indent };
    }
  }
  return undefined;
}

/** The first line that opens quoted words after `key: ` or `- ` and does not close them. */
function unclosedQuote(lines: readonly string[], quote: string): number | undefined {
  const closes =
    quote === '"'
      ? (rest: string) => /(^|[^\\])(\\\\)*"/.test(rest)
      : (rest: string) => /'(?!')/.test(rest.replace(/''/g, ""));
  const index = lines.findIndex((line) => {
    const opened = /^\s*(?:- )*(?:[^\s#'"][^#]*?:\s+)?(["'])(.*)$/.exec(line);
    return opened?.[1] === quote && !closes(opened[2] ?? "");
  });
  return index === -1 ? undefined : index;
}

/** `key: words` where the words hold ": " themselves, and are not quoted. */
const colonInWords = (line: string) =>
  /^\s*(?:- )?[^\s#"'][^:#]*:\s+(?!["'#|>])[^#]*?:(\s|$)/.test(line);

/** The field name a line starts with, if any. */
const keyOf = (line: string) => /^\s*(?:- )?([^\s#:][^:#]*?):(\s|$)/.exec(line)?.[1];

/** The line above of the same field at the same level as line `index`, if any. */
function firstOfKey(lines: readonly string[], index: number): number | undefined {
  const key = keyOf(lines[index] ?? "");
  const indent = indentOf(lines[index] ?? "");
  for (let at = neighbour(lines, index, -1); at !== undefined; at = neighbour(lines, at, -1)) {
    const line = lines[at] ?? "";
    if (indentOf(line) < indent) return undefined;
    if (indentOf(line) === indent && keyOf(line) === key) return at;
  }
  return undefined;
}

/** A YAML error of `text`, as the line to change and what to do there. */
function explainYamlError(text: string, error: YAMLError): YamlMistake {
  const lines = text.split("\n");
  const reported = (error.linePos?.[0]?.line ?? 1) - 1;
  const at = (index: number, message: string): YamlMistake => ({ line: index + 1, message });
  const quote = /Missing closing (["'])quote/.exec(error.message)?.[1];
  if (quote) {
    const index = unclosedQuote(lines, quote) ?? reported;
    const name = quote === '"' ? "double" : "single";
    return at(
      index,
      `the words on this line open with a ${name} quote (${quote}) that is never closed: add ${quote} at the end of the words`,
    );
  }
  if (error.code === "TAB_AS_INDENT") {
    const untabbed = [...lines];
    untabbed[reported] = (lines[reported] ?? "").replace(/^[ \t]+/, "");
    const moved = lineOutOfStep(untabbed, reported, reported);
    const count = moved ? ` ${spaces(moved.indent)}` : "";
    return at(
      reported,
      `this line is indented with a tab: indent it with${count || " spaces"}${count ? ", like the lines around it" : " instead"}`,
    );
  }
  const colon = [reported, neighbour(lines, reported, -1)].find(
    (index) => index !== undefined && colonInWords(lines[index] ?? ""),
  );
  if (colon !== undefined) {
    const [, key = "", value = ""] = /^\s*(?:- )?([^:#]+?):\s+(.*)$/.exec(lines[colon] ?? "") ?? [];
    const start = value.length > 24 ? `${value.slice(0, 24).trimEnd()}…` : value;
    return at(
      colon,
      `the words after "${key}:" contain ": " (a colon and a space), which YAML reads as the start of a field: put all of those words in double quotes, like ${key}: "${start}"`,
    );
  }
  if (error.code === "DUPLICATE_KEY") {
    const moved = lineOutOfStep(lines, reported, reported);
    if (moved) return indentation(lines, moved);
    const key = keyOf(lines[reported] ?? "");
    const first = firstOfKey(lines, reported);
    return at(
      reported,
      `the field "${key}" is written twice${first === undefined ? "" : ` (also on line ${first + 1})`}: keep one of them, or, if this one belongs under another field, indent it like that field's lines`,
    );
  }
  const moved = lineOutOfStep(lines, reported);
  if (moved) return indentation(lines, moved);
  return at(
    reported,
    `${error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "")}. Check the indentation of this line and the ones above it (spaces, the same for the fields of one level), and put words that contain ": " or start with a quote in double quotes`,
  );
}

function indentation(
  lines: readonly string[],
  { index, indent }: { index: number; indent: number },
) {
  const own = indentOf(lines[index] ?? "");
  return {
    line: index + 1,
    message: `the indentation of this line (${spaces(own)}) does not match the lines around it: indent it ${spaces(indent)}, like the ${lines[index]?.trimStart().startsWith("- ") ? "items of its list" : "fields beside it"}`,
  };
}

/**
 * A list item indented further than the one above it is valid YAML: it
 * becomes part of the words of the item above ("Medicare - Medicaid"), and
 * the list is one item short. No one writes a line that starts with "- " in
 * the middle of words on purpose, so this is a mistake too.
 */
function itemReadAsWords(
  text: string,
  document: Document,
  lineCounter: LineCounter,
  findTheLine = true,
): YamlMistake | undefined {
  let line: number | undefined;
  let above = "";
  visit(document, {
    Scalar(_, node) {
      if (node.type !== "PLAIN" || !node.range) return;
      const item = /\n[ \t]*- /.exec(text.slice(node.range[0], node.range[1]));
      if (!item) return;
      line = lineCounter.linePos(node.range[0] + item.index + 1).line;
      above = text.split("\n")[lineCounter.linePos(node.range[0]).line - 1] ?? "";
      return visit.BREAK;
    },
  });
  if (line === undefined) return undefined;
  const moved = findTheLine ? lineOutOfStep(text.split("\n"), line - 1) : undefined;
  if (moved) return indentation(text.split("\n"), moved);
  return {
    line,
    message: `this line starts a list item ("- ") but is indented further than the line above, so it was read as part of the words above: indent it ${spaces(indentOf(above))}, like the line above`,
  };
}

/**
 * Each parsed text's mistake, if it has one: the place and the fix of the
 * YAML error the parser gave up at, or of a list item YAML reads as words.
 */
export function mistakesOf(
  texts: readonly { text: string; document: Document; lineCounter: LineCounter }[],
): (YamlMistake | undefined)[] {
  return texts.map(({ text, document, lineCounter }) => {
    const [error] = document.errors;
    return error ? explainYamlError(text, error) : itemReadAsWords(text, document, lineCounter);
  });
}
