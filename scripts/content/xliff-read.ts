// Reads an XLIFF 2.0 file as a translator's tool gives it back: every
// segment of a unit and the <ignorable> whitespace between them, joined in
// order, each code turned back into the placeholder or ICU syntax it stands
// for. XML that does not parse is one line naming the file, the line and
// what to do, never a parser's stack.
//
// The XML is read by saxes, the namespace-aware XML 1.0 parser jsdom's
// DOMParser is built on (the same well-formedness errors, the same
// namespaces), into a small tree of elements and their text: a megabyte of
// XLIFF reads in a fraction of what a whole DOM costs.
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from "saxes";

export const xliffNamespace = "urn:oasis:names:tc:xliff:document:2.0";
/** This site's own attributes on <file> (XLIFF's extension point): which units were exported. */
export const siteNamespace = "urn:brooklyn-headache-site:xliff";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";

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

/**
 * An element of a parsed XML file, with the few DOM properties and methods
 * the reading needs: its name and namespace, its attributes, its children
 * (elements, and text as strings; comments and processing instructions are
 * left out) and its parent.
 */
export class XmlElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  /** The name as written, with its prefix: "xliff:unit". */
  readonly tagName: string;
  readonly parentElement: XmlElement | null;
  readonly childNodes: (XmlElement | string)[] = [];
  /** By the name written: "id", "xml:space". */
  readonly #attributes: Record<string, SaxesAttributeNS>;

  constructor(tag: SaxesTagNS, parent: XmlElement | null) {
    this.localName = tag.local;
    this.namespaceURI = tag.uri === "" ? null : tag.uri;
    this.tagName = tag.name;
    this.#attributes = tag.attributes;
    this.parentElement = parent;
  }

  get children(): XmlElement[] {
    return this.childNodes.filter((node) => typeof node !== "string");
  }

  /** An attribute by the name written, prefix and all ("id", "xml:space"); null when absent. */
  getAttribute(name: string): string | null {
    return Object.hasOwn(this.#attributes, name) ? (this.#attributes[name]?.value ?? null) : null;
  }

  /** An attribute by its namespace (null for none) and local name; null when absent. */
  getAttributeNS(namespace: string | null, localName: string): string | null {
    return (
      Object.values(this.#attributes).find(
        (attribute) => attribute.uri === (namespace ?? "") && attribute.local === localName,
      )?.value ?? null
    );
  }

  /** Every element under this one (not itself) with the namespace and local name ("*": any), in document order. */
  getElementsByTagNameNS(namespace: string, localName: string): XmlElement[] {
    const found: XmlElement[] = [];
    const visit = (element: XmlElement) => {
      for (const child of element.childNodes) {
        if (typeof child === "string") continue;
        if (
          child.namespaceURI === namespace &&
          (localName === "*" || child.localName === localName)
        )
          found.push(child);
        visit(child);
      }
    };
    visit(this);
    return found;
  }

  /** The text of the element and of every element under it, in order. */
  get textContent(): string {
    return this.childNodes
      .map((node) => (typeof node === "string" ? node : node.textContent))
      .join("");
  }
}

/**
 * The root element of an XML document; throws the parser's first error,
 * "line:column: what is wrong", on a file that is not well-formed XML 1.0
 * (an XML 1.1 declaration is read as 1.0, as a browser does).
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, defaultXMLVersion: "1.0", forceXMLVersion: true });
  let root: XmlElement | undefined;
  let open: XmlElement | undefined;
  const text = (data: string) => {
    // Text outside the root element (spaces between the prolog and it) is not part of the tree.
    open?.childNodes.push(data);
  };
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("text", text);
  parser.on("cdata", text);
  parser.on("opentag", (tag) => {
    const element = new XmlElement(tag, open ?? null);
    if (open) open.childNodes.push(element);
    else root = element;
    open = element;
  });
  parser.on("closetag", () => {
    open = open?.parentElement ?? undefined;
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
  if (root.localName !== "xliff" || root.namespaceURI !== xliffNamespace) {
    throw new Error(`${name}: this is not an XLIFF 2 file (its root is <${root.tagName}>).`);
  }
  if (!/^2\.[01]$/.test(root.getAttribute("version") ?? "")) {
    throw new Error(
      `${name}: XLIFF version ${root.getAttribute("version")} is not read here; save the file as XLIFF 2.0.`,
    );
  }
  return root;
}

/** The element children of an element in XLIFF's namespace, by name. */
const children = (parent: XmlElement, name?: string) =>
  [...parent.children].filter(
    (child) => child.namespaceURI === xliffNamespace && (!name || child.localName === name),
  );

/** Whether whitespace is kept as written in an element (xml:space, inherited). */
function preserved(element: XmlElement | null): boolean {
  for (let at = element; at; at = at.parentElement) {
    const space = at.getAttributeNS(xmlNamespace, "space");
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
  for (const code of element.childNodes) {
    if (typeof code === "string") {
      text += code;
      continue;
    }
    const dataOf = (attribute: string) => {
      const ref =
        code.getAttribute(attribute) ??
        sourceCodes?.get(code.getAttribute("id") ?? "")?.getAttribute(attribute) ??
        null;
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
        text +=
          dataOf("dataRefStart") + inline(code, data, problems, sourceCodes) + dataOf("dataRefEnd");
        break;
      case "mrk":
        text += inline(code, data, problems, sourceCodes);
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
export const opening = (text: string) => {
  const words = text.trim().replace(/\s+/g, " ");
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
};

function readUnit(unit: XmlElement): ReadUnit {
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
  const sources = parts.flatMap((part) => children(part, "source"));
  // The source's codes by id (unique in a unit), for a target code that gives only its id.
  const sourceCodes = new Map(
    sources.flatMap((source) =>
      [...source.getElementsByTagNameNS(xliffNamespace, "*")].map(
        (code) => [code.getAttribute("id") ?? "", code] as const,
      ),
    ),
  );
  const read = parts.map((part) => {
    const [source] = children(part, "source");
    const [target] = children(part, "target");
    return {
      segment: part.localName === "segment",
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
  const root = parseXliff(xml, name);
  return {
    targetLanguage: root.getAttribute("trgLang") ?? "",
    files: children(root, "file").map((file) => ({
      id: file.getAttribute("id") ?? "",
      declaredUnits: file.getAttributeNS(siteNamespace, "units")?.split(/\s+/).filter(Boolean),
      units: [...file.getElementsByTagNameNS(xliffNamespace, "unit")].map(readUnit),
    })),
  };
}
