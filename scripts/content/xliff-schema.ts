// The rules of the OASIS XLIFF 2.0 core schema (xliff_core_2.0.xsd) that a
// file this site writes or reads could break, checked on the parsed XML: no
// npm package ships the schema or an XSD validator that runs without a
// native or Java binary, so the tests hold the export to these rules instead.
// Elements and attributes in another namespace are XLIFF's extension points
// and pass, as the schema lets them.
import { parseXliff, xliffNamespace } from "./xliff-read.ts";

const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
/** xs:NMTOKEN, kept to the characters an id here can have. */
const nameToken = /^[\p{L}\p{N}._:-]+$/u;
/** xs:language. */
const languageTag = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;

/** Each element's attributes without a namespace, and the ones it must have. */
const attributes: Record<string, { allowed: string[]; required?: string[] }> = {
  xliff: { allowed: ["version", "srcLang", "trgLang"], required: ["version", "srcLang"] },
  file: {
    allowed: ["id", "canResegment", "original", "translate", "srcDir", "trgDir"],
    required: ["id"],
  },
  group: {
    allowed: ["id", "name", "canResegment", "translate", "srcDir", "trgDir", "type"],
    required: ["id"],
  },
  unit: {
    allowed: ["id", "name", "canResegment", "translate", "srcDir", "trgDir", "type"],
    required: ["id"],
  },
  segment: { allowed: ["id", "canResegment", "state", "subState"] },
  ignorable: { allowed: ["id"] },
  notes: { allowed: [] },
  note: { allowed: ["id", "appliesTo", "category", "priority"] },
  originalData: { allowed: [] },
  data: { allowed: ["id", "dir"], required: ["id"] },
  source: { allowed: [] },
  target: { allowed: ["order"] },
  ph: {
    allowed: [
      ...["canCopy", "canDelete", "canReorder", "copyOf", "disp", "equiv", "id", "dataRef"],
      ...["subFlows", "subType", "type"],
    ],
    required: ["id"],
  },
  cp: { allowed: ["hex"], required: ["hex"] },
};

/** The elements that may say xml:space. */
const spaced = ["xliff", "file", "group", "unit", "data", "source", "target"];

/** What may follow what among an element's children, as a pattern over their names. */
const content: Record<string, RegExp> = {
  xliff: /^(file )+$/,
  file: /^(skeleton )?(notes )?((unit|group) )+$/,
  group: /^(notes )?((unit|group) )*$/,
  unit: /^(notes )?(originalData )?((segment|ignorable) )+$/,
  segment: /^source (target )?$/,
  ignorable: /^source (target )?$/,
  notes: /^(note )+$/,
  originalData: /^(data )+$/,
  note: /^$/,
  data: /^(cp )*$/,
  source: /^((cp|ph|pc|sc|ec|mrk|sm|em) )*$/,
  target: /^((cp|ph|pc|sc|ec|mrk|sm|em) )*$/,
  ph: /^$/,
  cp: /^$/,
};

const values: Record<string, RegExp> = {
  state: /^(initial|translated|reviewed|final)$/,
  subState: /^[^\s:]+:[^\s:]+$/,
  canResegment: /^(yes|no)$/,
  translate: /^(yes|no)$/,
  canCopy: /^(yes|no)$/,
  canDelete: /^(yes|no)$/,
  canReorder: /^(yes|firstNo|no)$/,
  appliesTo: /^(source|target)$/,
  priority: /^([1-9]|10)$/,
  srcDir: /^(ltr|rtl|auto)$/,
  trgDir: /^(ltr|rtl|auto)$/,
  dir: /^(ltr|rtl|auto)$/,
  type: /^(fmt|ui|quote|link|image|other|[^\s:]+:[^\s:]+)$/,
};

/** Where an element is, for a message: "file conditions.migraine, unit faqs.2.answer, ph". */
function where(element: Element): string {
  const path: string[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    const id = at.getAttribute("id");
    path.unshift(
      id && ["file", "group", "unit"].includes(at.localName)
        ? `${at.localName} ${id}`
        : at.localName,
    );
  }
  return path.slice(1).join(", ") || "xliff";
}

/** Every way `xml` breaks the rules of the XLIFF 2.0 core schema; none for a valid file. */
export function xliffSchemaProblems(xml: string): string[] {
  const problems: string[] = [];
  const root = parseXliff(xml, "the file").documentElement;
  const visit = (element: Element) => {
    if (element.namespaceURI !== xliffNamespace) return;
    const name = element.localName;
    const rule = attributes[name];
    const order = content[name];
    if (!rule || !order) {
      problems.push(`${where(element)}: <${name}> is not checked here`);
      return;
    }
    for (const attribute of element.attributes) {
      if (attribute.namespaceURI === xmlNamespace) {
        const on = attribute.localName === "lang" ? ["source", "target"] : spaced;
        if (!on.includes(name))
          problems.push(`${where(element)}: no attribute xml:${attribute.localName}`);
        if (attribute.localName === "space" && !/^(default|preserve)$/.test(attribute.value)) {
          problems.push(`${where(element)}: xml:space="${attribute.value}"`);
        }
        continue;
      }
      if (attribute.namespaceURI !== null) continue;
      if (!rule.allowed.includes(attribute.name)) {
        problems.push(`${where(element)}: no attribute ${attribute.name}`);
      }
      const pattern = values[attribute.name];
      if (pattern && !pattern.test(attribute.value)) {
        problems.push(`${where(element)}: ${attribute.name}="${attribute.value}" is not allowed`);
      }
      if (
        ["id", "dataRef", "copyOf"].includes(attribute.name) &&
        !nameToken.test(attribute.value)
      ) {
        problems.push(
          `${where(element)}: ${attribute.name}="${attribute.value}" is not an xs:NMTOKEN`,
        );
      }
    }
    for (const required of rule.required ?? []) {
      if (!element.hasAttribute(required)) problems.push(`${where(element)}: needs ${required}`);
    }
    const names = [...element.children]
      .filter((child) => child.namespaceURI === xliffNamespace)
      .map((child) => `${child.localName} `)
      .join("");
    if (!order.test(names))
      problems.push(`${where(element)}: children "${names.trim()}" are out of the schema's order`);
    if (!["note", "data", "source", "target", "pc", "mrk"].includes(name)) {
      const text = [...element.childNodes].some(
        (node) => node.nodeType === node.TEXT_NODE && node.nodeValue?.trim(),
      );
      if (text) problems.push(`${where(element)}: text where only elements may be`);
    }
    for (const child of element.children) visit(child);
  };
  visit(root);
  for (const tag of ["srcLang", "trgLang"]) {
    const value = root.getAttribute(tag);
    if (value !== null && !languageTag.test(value))
      problems.push(`xliff: ${tag}="${value}" is not xs:language`);
  }
  if (root.getAttribute("version") !== "2.0") problems.push("xliff: version is not 2.0");
  // The constraints the schema's prose adds: ids unique among their siblings, codes' data found.
  for (const file of root.getElementsByTagNameNS(xliffNamespace, "file")) {
    const siblings = (parent: Element, name: string) =>
      [...parent.children].filter((child) => child.localName === name);
    duplicates(
      siblings(root, "file").map((each) => each.getAttribute("id")),
      "file",
      problems,
    );
    duplicates(
      [...file.getElementsByTagNameNS(xliffNamespace, "unit")].map((unit) =>
        unit.getAttribute("id"),
      ),
      `file ${file.getAttribute("id")}: unit`,
      problems,
    );
    for (const unit of file.getElementsByTagNameNS(xliffNamespace, "unit")) {
      const data = new Set(
        [...unit.getElementsByTagNameNS(xliffNamespace, "data")].map((each) =>
          each.getAttribute("id"),
        ),
      );
      for (const side of ["source", "target"]) {
        const codes = [...unit.getElementsByTagNameNS(xliffNamespace, side)].flatMap((each) => [
          ...each.getElementsByTagNameNS(xliffNamespace, "ph"),
        ]);
        duplicates(
          codes.map((code) => code.getAttribute("id")),
          `${where(unit)}: <ph> in ${side}`,
          problems,
        );
        for (const code of codes) {
          const ref = code.getAttribute("dataRef");
          if (ref && !data.has(ref))
            problems.push(`${where(code)}: dataRef="${ref}" has no <data>`);
        }
      }
    }
  }
  return [...new Set(problems)];
}

function duplicates(ids: (string | null)[], what: string, problems: string[]) {
  const seen = new Set<string | null>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${what} id "${id}" is not unique`);
    seen.add(id);
  }
}
