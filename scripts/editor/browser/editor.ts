// The script of the editor at /admin: it loads Decap CMS (decap-cms.js, copied beside it), teaches
// it to write content files as the project does (`site-yaml`: a file keeps its text but for what
// changed; a new one has one line per sentence, the schema's order, `marks:` last), adds the
// sign-off, photo and list widgets and the preview pane, and starts it. Under `npm run editor` it
// saves through the site's own server with the run's key, which that server writes into the page.
import {
  type Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  stringify,
} from "yaml";
import type { Cms } from "./decap.ts";
import { registerSiteList } from "./editor-lists.ts";
import { photoControl } from "./editor-photo.ts";
import { paneSettings, registerPreviewPane } from "./editor-preview.ts";
import { registerSignOff, signedWordsControl } from "./sign-off.ts";

type Data = Record<string, unknown>;

/** A file's fields in the order the editor's configuration gives them, then the rest, marks last. */
function inFieldOrder(data: Data, fieldOrder: readonly string[] = []): Data {
  const keys = [
    ...fieldOrder.filter((key) => key in data && key !== "marks"),
    ...Object.keys(data).filter((key) => !fieldOrder.includes(key) && key !== "marks"),
    ...("marks" in data ? ["marks"] : []),
  ];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

/** A content file as the project writes it: no folded lines, so a changed sentence is one changed line. */
export function contentYaml(data: Data, fieldOrder?: readonly string[]): string {
  return stringify(inFieldOrder(data, fieldOrder), { lineWidth: 0 });
}

/** Where a file's own text rides along with its data (Decap keeps every key, shown or not). */
const sourceKey = "#source";

/** A content file's data as the editor holds it: its fields, and its text. */
export function fromFile(text: string): Data {
  return { ...((parse(text) as Data | null) ?? {}), [sourceKey]: text };
}

const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `node` of `document` made to hold `value`, changing only what differs: a value that did not
 * change keeps its node (its quotes, its comments), a changed scalar keeps its comments, a list
 * keeps the items it still has (matched by their value, then by their place) and a map the keys
 * it still has, new keys going before `marks`.
 */
function kept(document: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isObject(value)) {
    node.items = node.items.filter(
      (pair) => String(isScalar(pair.key) ? pair.key.value : pair.key) in value,
    );
    for (const [key, each] of Object.entries(value)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (pair) {
        pair.value = kept(document, pair.value, each);
      } else if (each !== undefined && each !== null) {
        const marks = node.items.findIndex(
          (item) => isScalar(item.key) && item.key.value === "marks",
        );
        node.items.splice(
          marks === -1 ? node.items.length : marks,
          0,
          document.createPair(key, each),
        );
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = [...node.items];
    const same = (item: unknown, each: unknown) =>
      JSON.stringify(isNode(item) ? item.toJSON() : item) === JSON.stringify(each);
    const taken = new Set<unknown>();
    const found = value.map((each) => {
      const match = old.find((item) => !taken.has(item) && same(item, each));
      if (match) taken.add(match);
      return match;
    });
    node.items = value.map((each, index) => {
      if (found[index]) return found[index];
      const placed = old[index];
      if (placed !== undefined && !taken.has(placed)) {
        taken.add(placed);
        return kept(document, placed, each);
      }
      return document.createNode(each);
    });
    return node;
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    if (node.value === value) return node;
    const fresh = document.createNode(value);
    fresh.commentBefore = node.commentBefore;
    fresh.comment = node.comment;
    return fresh;
  }
  return document.createNode(value);
}

/**
 * A content file as the editor writes it: the file's own text with only what changed changed, so
 * a change of one sentence is one changed line, and every other line (comments, quoting, order)
 * stays; a new file as the project writes one (`contentYaml`).
 */
export function toFile(data: Data, fieldOrder?: readonly string[]): string {
  const { [sourceKey]: source, ...fields } = data;
  if (typeof source !== "string") return contentYaml(fields, fieldOrder);
  const document: Document = parseDocument(source);
  document.contents = kept(document, document.contents, fields) as Document["contents"];
  return document.toString({ lineWidth: 0 });
}

/** The name of the page's meta element that carries the run's key (`npm run editor`, local.ts). */
export const editorKeyName = "editor-key";

function start(cms: Cms) {
  cms.registerCustomFormat("site-yaml", "yaml", { fromFile, toFile });
  registerSignOff(cms);
  const local = location.hostname === "localhost" || location.hostname === "127.0.0.1";
  const { h, createClass } = window;
  if (h && createClass) {
    cms.registerWidget("signed-words", signedWordsControl(h, createClass));
    cms.registerWidget("site-photo", photoControl(h, createClass));
    registerSiteList(cms, h);
    const pane = paneSettings(document);
    if (pane) registerPreviewPane(cms, h, pane, local ? location.origin : undefined);
  }
  // The local git backend on the page's own origin, with the page's key.
  const backend = new URL("/admin/api/v1", location.href);
  const key = document.querySelector<HTMLMetaElement>(`meta[name="${editorKeyName}"]`)?.content;
  if (key) backend.searchParams.set("key", key);
  cms.init({ config: { local_backend: local ? { url: backend.href } : false } });
}

if (typeof document !== "undefined") {
  window.CMS_MANUAL_INIT = true;
  const script = document.createElement("script");
  script.src = "/admin/decap-cms.js";
  script.addEventListener("load", () => {
    if (window.CMS) start(window.CMS);
  });
  document.head.append(script);
}
