// Reads an XLIFF 2.0 file as a translator's tool gives it back: every
// segment of a unit and the <ignorable> whitespace between them, joined in
// order, each code turned back into the placeholder or ICU syntax it stands
// for. XML that does not parse is one line naming the file, the line and
// what to do, never a parser's stack.
import { JSDOM } from "jsdom";

export const xliffNamespace = "urn:oasis:names:tc:xliff:document:2.0";
/** This site's own attributes on <file> (XLIFF's extension point): which units were exported. */
export const siteNamespace = "urn:brooklyn-headache-site:xliff";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
const parserErrorNamespace = "http://www.mozilla.org/newlayout/xml/parsererror.xml";

/** A unit as read: its English and its translation, each joined from every segment. */
export type ReadUnit = {
  id: string;
  source: string;
  /** Undefined when no segment has a translation. */
  target?: string;
  /** Why the unit cannot be imported: a segment left without a translation, a code without its data. */
  problems: string[];
};
export type ReadFile = { id: string; declaredUnits?: string[]; units: ReadUnit[] };
export type ReadXliff = { targetLanguage: string; files: ReadFile[] };

/** The line of a character of a text, counting from 1. */
const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)([A-Za-z][\w.-]*;)?/;

/** An XLIFF document, parsed; a file that is not well-formed XML throws one line: `name`, the line, and what to do. */
export function parseXliff(xml: string, name: string): Document {
  const bare = entity.exec(xml);
  if (bare) {
    const where = `${name}, line ${lineAt(xml, bare.index)}`;
    throw new Error(
      bare[1]
        ? `${where}: "&${bare[1]}" is not one of XML's entities; write the character itself (or &amp; for "&"), then import again.`
        : `${where}: "&" must be written "&amp;" in XML; correct it there (or export the file from the translation tool again), then import again.`,
    );
  }
  const { window } = new JSDOM("");
  const document = new window.DOMParser().parseFromString(xml, "application/xml");
  const root = document.documentElement;
  if (root.namespaceURI === parserErrorNamespace) {
    const [, line, column, message] = /^(\d+):(\d+): (.*)$/s.exec(root.textContent ?? "") ?? [];
    const hint = /tag name|disallowed character/.test(message ?? "")
      ? ' A "<" in words must be written "&lt;".'
      : "";
    throw new Error(
      `${name}${line ? `, line ${line}, column ${column}` : ""}: this is not well-formed XML (${(message ?? root.textContent ?? "").replace(/\.$/, "")}).${hint} Correct it there (or export the file from the translation tool again), then import again.`,
    );
  }
  if (root.localName !== "xliff" || root.namespaceURI !== xliffNamespace) {
    throw new Error(`${name}: this is not an XLIFF 2 file (its root is <${root.tagName}>).`);
  }
  if (!/^2\.[01]$/.test(root.getAttribute("version") ?? "")) {
    throw new Error(
      `${name}: XLIFF version ${root.getAttribute("version")} is not read here; save the file as XLIFF 2.0.`,
    );
  }
  return document;
}

/** The element children of an element in XLIFF's namespace, by name. */
const children = (parent: Element, name?: string) =>
  [...parent.children].filter(
    (child) => child.namespaceURI === xliffNamespace && (!name || child.localName === name),
  );

/** Whether whitespace is kept as written in an element (xml:space, inherited). */
function preserved(element: Element | null): boolean {
  for (let at = element; at; at = at.parentElement) {
    const space = at.getAttributeNS(xmlNamespace, "space");
    if (space) return space === "preserve";
  }
  return false;
}

/** The text of <source> or <target>, each code as the text its data holds. */
function inline(element: Element, data: Map<string, string>, problems: string[]): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      text += node.nodeValue ?? "";
      continue;
    }
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const code = node as Element;
    const dataOf = (attribute: string) => {
      const ref = code.getAttribute(attribute);
      if (ref === null) return "";
      const value = data.get(ref);
      if (value === undefined)
        problems.push(`<${code.localName} ${attribute}="${ref}"> has no <data id="${ref}">`);
      return value ?? "";
    };
    switch (code.localName) {
      case "ph":
      case "sc":
      case "ec":
        text += dataOf("dataRef");
        break;
      case "pc":
        text += dataOf("dataRefStart") + inline(code, data, problems) + dataOf("dataRefEnd");
        break;
      case "mrk":
        text += inline(code, data, problems);
        break;
      case "cp":
        text += String.fromCodePoint(Number.parseInt(code.getAttribute("hex") ?? "", 16));
        break;
      case "sm":
      case "em":
        break;
      default:
        problems.push(`<${code.localName}> is not an inline element of XLIFF 2.0`);
    }
  }
  return text;
}

/** The first words of a text, to name a segment in a message. */
const opening = (text: string) => {
  const words = text.trim().replace(/\s+/g, " ");
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
};

function readUnit(unit: Element): ReadUnit {
  const problems: string[] = [];
  const data = new Map(
    children(unit, "originalData").flatMap((original) =>
      children(original, "data").map((each) => [
        each.getAttribute("id") ?? "",
        each.textContent ?? "",
      ]),
    ),
  );
  const parts = children(unit).filter((child) =>
    ["segment", "ignorable"].includes(child.localName),
  );
  const read = parts.map((part) => {
    const [source] = children(part, "source");
    const [target] = children(part, "target");
    return {
      segment: part.localName === "segment",
      source: source ? inline(source, data, problems) : "",
      target: target ? inline(target, data, problems) : undefined,
    };
  });
  const segments = read.filter((part) => part.segment);
  const translated = segments.some((part) => part.target?.trim());
  segments.forEach((part, index) => {
    if (translated && part.source.trim() && !part.target?.trim()) {
      problems.push(
        `segment ${index + 1} of ${segments.length} ("${opening(part.source)}") has no translation; translate it, or join it to the segment before`,
      );
    }
  });
  const tidy = preserved(unit)
    ? (text: string) => text
    : (text: string) => text.replace(/[ \t\r\n]+/g, " ").trim();
  return {
    id: unit.getAttribute("id") ?? "",
    source: tidy(read.map((part) => part.source).join("")),
    target: translated
      ? tidy(
          read
            .map((part) => (part.segment ? part.target : (part.target ?? part.source)) ?? "")
            .join(""),
        )
      : undefined,
    problems,
  };
}

/** The files and units of an XLIFF 2.0 document, as a tool gave them back. */
export function readXliff(xml: string, name: string): ReadXliff {
  const root = parseXliff(xml, name).documentElement;
  return {
    targetLanguage: root.getAttribute("trgLang") ?? "",
    files: children(root, "file").map((file) => ({
      id: file.getAttribute("id") ?? "",
      declaredUnits: file.getAttributeNS(siteNamespace, "units")?.split(/\s+/).filter(Boolean),
      units: [...file.getElementsByTagNameNS(xliffNamespace, "unit")].map(readUnit),
    })),
  };
}
