// Reads an XLIFF 2.0 file as a translator's tool gives it back: every
// segment of a unit and the <ignorable> whitespace between them, joined in
// order, each code turned back into the placeholder or ICU syntax it stands
// for. XML that does not parse is one line naming the file, the line and
// what to do, never a parser's stack.
//
// The xliff package's reader keeps only a unit's last segment, and loses the
// space between two codes (docs/decisions/041). The XML is read here by
// saxes, the namespace-aware XML 1.0 parser jsdom's DOMParser is built on
// (the same well-formedness errors, the same namespaces), into a small tree
// of elements and their text: a megabyte of XLIFF reads in a fraction of
// what a whole DOM costs.
import { type SaxesAttributeNS, SaxesParser } from "saxes";

export const xliffNamespace = "urn:oasis:names:tc:xliff:document:2.0";
/** This site's own attributes on <file> (XLIFF's extension point): which units were exported. */
export const siteNamespace = "urn:brooklyn-headache-site:xliff";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";

/** A unit as read: its English and its translation, each joined from every segment. */
type ReadUnit = {
  id: string;
  source: string;
  /** Undefined when no segment has a translation. */
  target?: string;
  /** Why the unit cannot be imported: a segment left without a translation, a code without its data. */
  problems: string[];
};
type ReadFile = { id: string; declaredUnits?: string[]; units: ReadUnit[] };
type ReadXliff = { targetLanguage: string; files: ReadFile[] };

/** The line of a character of a text, counting from 1. */
const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)([A-Za-z][\w.-]*;)?/;

/**
 * An element of a parsed XML file: its local name, its namespace ("" for
 * none), its name as written ("xliff:unit"), its attributes, its parent, and
 * what it holds: elements, and text as strings (comments and processing
 * instructions are left out).
 */
export type XmlElement = {
  local: string;
  uri: string;
  name: string;
  attributes: SaxesAttributeNS[];
  parent?: XmlElement;
  nodes: (XmlElement | string)[];
};

/** An attribute by its local name and namespace (none when not given); undefined when absent. */
export const attribute = (element: XmlElement, local: string, uri = "") =>
  element.attributes.find((each) => each.local === local && each.uri === uri)?.value;

/**
 * The elements in XLIFF's namespace in an element, by local name (any when
 * not given): its children, or, when `deep`, every element under it in
 * document order.
 */
export function elementsIn(element: XmlElement, local?: string, deep = false): XmlElement[] {
  return element.nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    const found = node.uri === xliffNamespace && (!local || node.local === local) ? [node] : [];
    return deep ? [...found, ...elementsIn(node, local, true)] : found;
  });
}

/** The text of an element and of every element under it, in order. */
const textOf = (element: XmlElement): string =>
  element.nodes.map((node) => (typeof node === "string" ? node : textOf(node))).join("");

/**
 * The root element of an XML document; throws the parser's first error,
 * "line:column: what is wrong", on a file that is not well-formed XML 1.0
 * (an XML 1.1 declaration is read as 1.0, as a browser does).
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: "1.0", forceXMLVersion: true });
  let root: XmlElement | undefined;
  let open: XmlElement | undefined;
  // Text outside the root element (spaces between the prolog and it) is not part of the tree.
  const text = (data: string) => open?.nodes.push(data);
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("text", text);
  parser.on("cdata", text);
  parser.on("opentag", ({ local, uri, name, attributes }) => {
    const element: XmlElement = {
      local,
      uri,
      name,
      attributes: Object.values(attributes),
      parent: open,
      nodes: [],
    };
    open?.nodes.push(element);
    root ??= element;
    open = element;
  });
  parser.on("closetag", () => {
    open = open?.parent;
  });
  parser.write(xml.toWellFormed()).close();
  if (!root) throw new Error("the document has no root element");
  return root;
}

/** An XLIFF document's root element, parsed; a file that is not well-formed XML throws one line: `name`, the line, and what to do. */
export function parseXliff(xml: string, name: string): XmlElement {
  const bare = entity.exec(xml);
  if (bare) {
    const where = `${name}, line ${lineAt(xml, bare.index)}`;
    throw new Error(
      bare[1]
        ? `${where}: "&${bare[1]}" is not one of XML's entities; write the character itself (or &amp; for "&"), then import again.`
        : `${where}: "&" must be written "&amp;" in XML; correct it there (or export the file from the translation tool again), then import again.`,
    );
  }
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const [, line, column, message] = /^(\d+):(\d+): (.*)$/s.exec(said) ?? [];
    const hint = /tag name|disallowed character/.test(message ?? "")
      ? ' A "<" in words must be written "&lt;".'
      : "";
    throw new Error(
      `${name}${line ? `, line ${line}, column ${column}` : ""}: this is not well-formed XML (${(message ?? said).replace(/\.$/, "")}).${hint} Correct it there (or export the file from the translation tool again), then import again.`,
      { cause: error },
    );
  }
  if (root.local !== "xliff" || root.uri !== xliffNamespace) {
    throw new Error(`${name}: this is not an XLIFF 2 file (its root is <${root.name}>).`);
  }
  const version = attribute(root, "version");
  if (!/^2\.[01]$/.test(version ?? "")) {
    throw new Error(
      `${name}: XLIFF version ${version ?? null} is not read here; save the file as XLIFF 2.0.`,
    );
  }
  return root;
}

/** Whether whitespace is kept as written in an element (xml:space, inherited). */
function preserved(element: XmlElement | undefined): boolean {
  for (let at = element; at; at = at.parent) {
    const space = attribute(at, "space", xmlNamespace);
    if (space) return space === "preserve";
  }
  return false;
}

/**
 * The text of <source> or <target>, each code as the text its data holds; a
 * code of the target with only its id is the source's code of that id.
 */
function inline(
  element: XmlElement,
  data: Map<string, string>,
  problems: string[],
  sourceCodes?: Map<string, XmlElement>,
): string {
  let text = "";
  for (const code of element.nodes) {
    if (typeof code === "string") {
      text += code;
      continue;
    }
    const dataOf = (name: string) => {
      const inSource = sourceCodes?.get(attribute(code, "id") ?? "");
      const ref = attribute(code, name) ?? (inSource && attribute(inSource, name));
      if (ref === undefined) return "";
      const value = data.get(ref);
      if (value === undefined)
        problems.push(`<${code.local} ${name}="${ref}"> has no <data id="${ref}">`);
      return value ?? "";
    };
    switch (code.local) {
      case "ph":
      case "sc":
      case "ec":
        text += dataOf("dataRef");
        break;
      case "pc":
        text +=
          dataOf("dataRefStart") + inline(code, data, problems, sourceCodes) + dataOf("dataRefEnd");
        break;
      case "mrk":
        text += inline(code, data, problems, sourceCodes);
        break;
      case "cp":
        text += String.fromCodePoint(Number.parseInt(attribute(code, "hex") ?? "", 16));
        break;
      case "sm":
      case "em":
        break;
      default:
        problems.push(`<${code.local}> is not an inline element of XLIFF 2.0`);
    }
  }
  return text;
}

/** The first words of a text, to name a segment in a message. */
export const opening = (text: string) => {
  const words = text.trim().replace(/\s+/g, " ");
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
};

function readUnit(unit: XmlElement): ReadUnit {
  const problems: string[] = [];
  const data = new Map(
    elementsIn(unit, "originalData").flatMap((original) =>
      elementsIn(original, "data").map((each) => [attribute(each, "id") ?? "", textOf(each)]),
    ),
  );
  const parts = elementsIn(unit).filter((child) => ["segment", "ignorable"].includes(child.local));
  const sources = parts.flatMap((part) => elementsIn(part, "source"));
  // The source's codes by id (unique in a unit), for a target code that gives only its id.
  const sourceCodes = new Map(
    sources.flatMap((source) =>
      elementsIn(source, undefined, true).map((code) => [attribute(code, "id") ?? "", code]),
    ),
  );
  const read = parts.map((part) => {
    const [source] = elementsIn(part, "source");
    const [target] = elementsIn(part, "target");
    return {
      segment: part.local === "segment",
      source: source ? inline(source, data, problems) : "",
      target: target ? inline(target, data, problems, sourceCodes) : undefined,
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
    id: attribute(unit, "id") ?? "",
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
  const root = parseXliff(xml, name);
  return {
    targetLanguage: attribute(root, "trgLang") ?? "",
    files: elementsIn(root, "file").map((file) => ({
      id: attribute(file, "id") ?? "",
      declaredUnits: attribute(file, "units", siteNamespace)?.split(/\s+/).filter(Boolean),
      units: elementsIn(file, "unit", true).map(readUnit),
    })),
  };
}
