// An XLIFF file held to XLIFF 2.0 for the tests, in two parts:
//
// - xliffSchemaErrors: the OASIS XLIFF 2.0 core schema (./xliff-schema/,
//   written out from the specification with the W3C xml.xsd it imports),
//   validated by libxml2's xmllint compiled to WebAssembly (xmllint-wasm), so
//   no native binary, no Java and no network;
// - xliffConstraintProblems: what the specification requires in its prose and
//   an XSD cannot say: ids unique where they must be, and each placeholder's
//   dataRef naming a <data> of its unit.
import { readFileSync } from "node:fs";
import { memoryPages, validateXML } from "xmllint-wasm";
import { type XmlElement, attribute, elementsIn, parseXliff } from "./xliff-read.ts";

const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`./xliff-schema/${name}`, import.meta.url), "utf8"),
});

/**
 * Every error of the XLIFF 2.0 core schema in each file, as xmllint gives it
 * ("es.xlf:12: Schemas validity error : Element …"); none for valid files.
 */
export async function xliffSchemaErrors(
  files: { fileName: string; contents: string }[],
): Promise<string[]> {
  const result = await validateXML({
    xml: files,
    schema: [schemaFile("xliff-core-2.0.xsd")],
    preload: [schemaFile("xml.xsd")],
    // The three languages' exports together are a few megabytes of XML.
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  return result.errors.map((error) => error.rawMessage);
}

/** Where an element is, for a message: "file conditions.migraine, unit faqs.2.answer, ph". */
function where(element: XmlElement): string {
  const path: string[] = [];
  for (let at: XmlElement | undefined = element; at; at = at.parent) {
    const id = attribute(at, "id");
    path.unshift(
      id && ["file", "group", "unit"].includes(at.local) ? `${at.local} ${id}` : at.local,
    );
  }
  return path.slice(1).join(", ") || "xliff";
}

/**
 * What XLIFF 2.0 requires beyond its schema, for the elements this site
 * writes: <file> ids unique in the document, <unit> ids unique in their file,
 * <ph> ids unique in a unit's source and in its target, and every dataRef
 * naming a <data> of the unit's <originalData>. None for a valid file.
 */
export function xliffConstraintProblems(xml: string): string[] {
  const problems: string[] = [];
  const root = parseXliff(xml, "the file");
  const all = (parent: XmlElement, name: string) => elementsIn(parent, name, true);
  const files = elementsIn(root, "file");
  duplicates(
    files.map((file) => attribute(file, "id")),
    "file",
    problems,
  );
  for (const file of files) {
    const units = all(file, "unit");
    duplicates(
      units.map((unit) => attribute(unit, "id")),
      `file ${attribute(file, "id")}: unit`,
      problems,
    );
    for (const unit of units) {
      const data = new Set(all(unit, "data").map((each) => attribute(each, "id")));
      for (const side of ["source", "target"]) {
        const codes = all(unit, side).flatMap((each) => all(each, "ph"));
        duplicates(
          codes.map((code) => attribute(code, "id")),
          `${where(unit)}: <ph> in ${side}`,
          problems,
        );
        for (const code of codes) {
          const ref = attribute(code, "dataRef");
          if (ref && !data.has(ref))
            problems.push(`${where(code)}: dataRef="${ref}" has no <data>`);
        }
      }
    }
  }
  return [...new Set(problems)];
}

function duplicates(ids: (string | undefined)[], what: string, problems: string[]) {
  const seen = new Set<string | undefined>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${what} id "${id}" is not unique`);
    seen.add(id);
  }
}
