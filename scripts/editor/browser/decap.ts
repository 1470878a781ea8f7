// What the editor's scripts use of Decap CMS (decap-cms.js, window.CMS) and of the React its
// bundle leaves on the window for widgets: createElement (`h`) and create-react-class.

export type H = (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;
export type CreateClass = (spec: Record<string, unknown>) => unknown;

/** The parts of Decap's Immutable maps the scripts read and write. */
export type Immutable = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => Immutable;
  delete: (key: string) => Immutable;
  toJS: () => unknown;
};

type Data = Record<string, unknown>;
type Phrases = { [key: string]: string | Phrases };

export type Cms = {
  init: (options: { config: Data }) => void;
  registerCustomFormat: (
    name: string,
    extension: string,
    format: { fromFile: (text: string) => Data; toFile: (data: Data, keys?: string[]) => string },
  ) => void;
  registerWidget: (name: string | Data, control?: unknown) => void;
  getWidget: (name: string) => (Data & { control: unknown; preview: unknown }) | undefined;
  registerPreviewStyle: (style: string) => void;
  registerPreviewTemplate: (name: string, component: unknown) => void;
  registerEventListener: (listener: {
    name: "preSave";
    handler: (event: {
      entry: Immutable;
      author?: { login?: string; name?: string };
    }) => Promise<Immutable | undefined>;
  }) => void;
  getLocale?: (locale: string) => Phrases | undefined;
  registerLocale?: (locale: string, phrases: Phrases) => void;
};

declare global {
  interface Window {
    CMS?: Cms;
    CMS_MANUAL_INIT?: boolean;
    h?: H;
    createClass?: CreateClass;
  }
}
