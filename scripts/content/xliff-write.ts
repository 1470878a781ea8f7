// Writes XLIFF 2.0 (urn:oasis:names:tc:xliff:document:2.0) as the OASIS
// schema has it: ids that are XML name tokens, each placeholder and piece of
// ICU syntax an inline code (<ph>) whose <data> holds the text it stands
// for, xml:space="preserve" on a unit whose spaces matter, and a state on
// each segment.
import { piecesOf } from "./xliff-codes.ts";
import { siteNamespace, xliffNamespace } from "./xliff-read.ts";

/** XLIFF's states of a segment; "initial" with subState "site:english-changed" needs translating again. */
export type SegmentState = "initial" | "translated" | "reviewed";
export const englishChanged = "site:english-changed";

export type WrittenUnit = {
  id: string;
  source: string;
  target?: string;
  /** False for a unit that stays as the English has it (translate="no"). */
  translate?: boolean;
  state: SegmentState;
  subState?: string;
  notes: { category: string; text: string }[];
};
export type WrittenFile = { id: string; original: string; units: WrittenUnit[] };

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) =>
  escapeText(text).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");

/** An XML name token (xs:NMTOKEN), as XLIFF's ids must be; kept to ASCII here. */
const isNameToken = (id: string) => /^[\w.:-]+$/.test(id);

/** Spaces that a tool must keep: at either end, doubled, or a line break or tab. */
const spacesMatter = (text: string) => /^\s|\s$|\s\s|[\n\t]/.test(text);

/** A unit's <unit> element: one segment, its codes numbered in order, each code's text in <originalData>. */
function unitXml(unit: WrittenUnit): string {
  const data = new Map<string, string>();
  const dataId = (code: string) => {
    if (!data.has(code)) data.set(code, `d${data.size + 1}`);
    return data.get(code) ?? "";
  };
  const code = (id: number, text: string) =>
    `<ph id="${id}" dataRef="${dataId(text)}" disp="${escapeAttribute(text)}"/>`;
  const sourceCodes: { id: number; code: string }[] = [];
  const source = piecesOf(unit.source)
    .map((piece) => {
      if ("text" in piece) return escapeText(piece.text);
      sourceCodes.push({ id: sourceCodes.length + 1, code: piece.code });
      return code(sourceCodes.length, piece.code);
    })
    .join("");
  // A code of the English keeps its id in the translation; a code the translation adds gets a new one.
  let added = sourceCodes.length;
  const target =
    unit.target === undefined
      ? undefined
      : piecesOf(unit.target)
          .map((piece) => {
            if ("text" in piece) return escapeText(piece.text);
            const index = sourceCodes.findIndex((each) => each.code === piece.code);
            const id = index === -1 ? ++added : (sourceCodes.splice(index, 1)[0]?.id ?? 0);
            return code(id, piece.code);
          })
          .join("");
  const space =
    spacesMatter(unit.source) || (unit.target !== undefined && spacesMatter(unit.target))
      ? ' xml:space="preserve"'
      : "";
  const translate = unit.translate === false ? ' translate="no"' : "";
  const lines = [`      <unit id="${unit.id}"${translate}${space}>`];
  if (unit.notes.length > 0) {
    lines.push("        <notes>");
    for (const note of unit.notes) {
      lines.push(`          <note category="${note.category}">${escapeText(note.text)}</note>`);
    }
    lines.push("        </notes>");
  }
  if (data.size > 0) {
    lines.push("        <originalData>");
    for (const [code, id] of data) {
      lines.push(`          <data id="${id}" xml:space="preserve">${escapeText(code)}</data>`);
    }
    lines.push("        </originalData>");
  }
  const subState = unit.subState ? ` subState="${unit.subState}"` : "";
  lines.push(`        <segment state="${unit.state}"${subState}>`);
  lines.push(`          <source>${source}</source>`);
  if (target !== undefined) lines.push(`          <target>${target}</target>`);
  lines.push("        </segment>", "      </unit>");
  return lines.join("\n");
}

/** An XLIFF 2.0 document of `files`; a file lists its units' ids in site:units, for the import to see none is lost. */
export function xliffDocument(
  sourceLanguage: string,
  targetLanguage: string,
  files: readonly WrittenFile[],
): string {
  const body = files.flatMap((file) => {
    for (const id of [file.id, ...file.units.map((unit) => unit.id)]) {
      if (!isNameToken(id)) throw new Error(`"${id}" cannot be an XLIFF id (an XML name token).`);
    }
    const units = file.units.map((unit) => unit.id).join(" ");
    return [
      `  <file id="${file.id}" original="${escapeAttribute(file.original)}" site:units="${units}">`,
      ...file.units.map(unitXml),
      "  </file>",
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${xliffNamespace}" xmlns:site="${siteNamespace}" version="2.0" srcLang="${sourceLanguage}" trgLang="${targetLanguage}">`,
    ...body,
    "</xliff>",
    "",
  ].join("\n");
}
