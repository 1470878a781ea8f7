import { readFileSync, writeFileSync } from "node:fs";
import { parseDocument, isSeq } from "yaml";
type Edit = {
  file: string;
  path: (string | number)[];
  after?: number;
  append?: unknown[];
  set?: unknown;
  appendText?: string;
  sep?: string;
  replace?: [string, string];
};
const edits: Edit[] = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
for (const e of edits) {
  const doc = parseDocument(readFileSync(e.file, "utf8"));
  if (e.set !== undefined) {
    if (doc.getIn(e.path) === undefined) throw new Error(`${e.file} ${e.path.join(".")} missing`);
    doc.setIn(e.path, doc.createNode(e.set));
  }
  if (e.appendText !== undefined) {
    const old = doc.getIn(e.path);
    if (typeof old !== "string") throw new Error(`${e.file} ${e.path.join(".")} is not text`);
    doc.setIn(e.path, `${old}${e.sep ?? " "}${e.appendText}`);
  }
  if (e.replace) {
    const old = doc.getIn(e.path);
    if (typeof old !== "string" || !old.includes(e.replace[0]))
      throw new Error(`${e.file} ${e.path.join(".")}: "${e.replace[0]}" not found`);
    doc.setIn(e.path, old.replace(e.replace[0], e.replace[1]));
  }
  if (e.append) {
    const seq = doc.getIn(e.path, true);
    if (!isSeq(seq)) throw new Error(`${e.file} ${e.path.join(".")} is not a list`);
    const at = e.after === undefined ? seq.items.length : e.after + 1;
    seq.items.splice(at, 0, ...e.append.map((v) => doc.createNode(v)));
  }
  writeFileSync(e.file, doc.toString({ lineWidth: 0 }));
}
console.log(edits.length, "edits");
