// The script of the practice's editor at /admin, and of no other page. It
// loads Decap CMS (decap-cms.js, copied beside it from node_modules at build
// time, never from a CDN), teaches it to write the content files as the
// project writes them (`site-yaml`: one line per sentence, the fields in the
// schema's order, `marks:` last), gives it the photo widget (editor-photo.ts),
// and starts it. On a computer that runs the local git backend (`npm run
// editor`), it saves through the site's own server, which hands each save to
// decap-server as a git commit; each request carries the key the server gave
// the page (editor-key.ts).
import { parse, stringify } from "yaml";
import { localBackendUrl } from "./editor-key.ts";
import { type ListCms, hiddenChoicesStyle, registerSiteList } from "./editor-lists.ts";
import { photoControl } from "./editor-photo.ts";
import { type PaneCms, paneSettings, registerPreviewPane } from "./editor-preview-pane.ts";
import { type SignOffCms, registerSignOff } from "./sign-off-editor.ts";

type Data = Record<string, unknown>;
type DecapCms = SignOffCms &
  ListCms &
  PaneCms & {
    registerCustomFormat: (
      name: string,
      extension: string,
      format: {
        fromFile: (text: string) => Data;
        toFile: (data: Data, sortedKeys?: string[]) => string;
      },
    ) => void;
    init: (options: { config: Data }) => void;
  };

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
  }
}

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

function start(cms: DecapCms) {
  cms.registerCustomFormat("site-yaml", "yaml", {
    fromFile: (text) => (parse(text) as Data | null) ?? {},
    toFile: (data, sortedKeys) => contentYaml(data, sortedKeys),
  });
  registerSignOff(cms);
  if (window.h && window.createClass) {
    cms.registerWidget("site-photo", photoControl(window.h, window.createClass));
  }
  registerSiteList(cms);
  const style = document.createElement("style");
  style.textContent = hiddenChoicesStyle;
  document.head.append(style);
  const local = location.hostname === "localhost" || location.hostname === "127.0.0.1";
  const pane = paneSettings(document);
  if (pane) registerPreviewPane(cms, pane, local ? location.origin : undefined);
  cms.init({
    config: {
      local_backend: local ? { url: localBackendUrl(document, location.href) } : false,
    },
  });
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
