// The editor's preview pane (Decap's, beside the fields): the entry in the
// site's own stylesheet, in the language of the left column, under the strip
// every draft page shows ("Draft: this page shows changes that are not on the
// site yet."), with a link to the whole page as the site will render it.
// Decap draws its pane with its own React 18, and the site's templates are
// React 19 rendered at build time, so the pane shows the fields, not the
// page; the link leads to the page itself: on a computer that runs `npm run
// editor`, the draft's preview (scripts/editor/preview.ts); on GitHub, the
// pull request's preview build.
import { draftPagePath, draftPreviewPath, siteLanguage } from "./editor-preview.ts";

/** What the build tells the pane (scripts/editor/admin-files.ts writes it into /admin's page). */
export type PaneSettings = {
  /** The site's stylesheet ("/assets/app-<hash>.css"). */
  stylesheet?: string;
  /** The draft strip's words, by language. */
  draft: Record<string, string>;
  /** The names of the entries' preview templates: each collection's, and each file's of a file collection. */
  templates: string[];
};

/** The id of the JSON the admin page carries for the pane. */
export const paneSettingsId = "editor-preview";

type Immutable = { get: (key: string) => unknown };
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type PaneProps = {
  entry: Immutable;
  collection: Immutable;
  fields: { toArray?: () => Immutable[] } & Iterable<Immutable>;
  locale?: string;
  widgetFor: (name: string) => unknown;
};
export type PaneCms = {
  registerPreviewStyle: (style: string) => void;
  registerPreviewTemplate: (name: string, component: unknown) => void;
};

/** The link to the whole page of the draft, or undefined where there is no preview to link to. */
export function wholePageLink(
  collection: string,
  slug: string,
  locale: unknown,
  origin: string | undefined,
): { href: string; page: string } | undefined {
  const page = draftPagePath(collection, slug, siteLanguage(locale));
  return origin
    ? { href: new URL(draftPreviewPath(collection, slug, page), origin).href, page }
    : undefined;
}

/**
 * Registers the pane for every entry. `origin`: the editor's own address on
 * a computer that runs `npm run editor`, where drafts have a preview there.
 */
export function registerPreviewPane(
  cms: PaneCms,
  settings: PaneSettings,
  origin: string | undefined,
  createElement = (globalThis as { h?: H }).h,
) {
  if (!createElement) return;
  const h = createElement;
  if (settings.stylesheet) cms.registerPreviewStyle(settings.stylesheet);
  const Pane = ({ entry, collection, fields, locale, widgetFor }: PaneProps) => {
    const language = siteLanguage(locale);
    const link = wholePageLink(
      String(collection.get("name")),
      String(entry.get("slug")),
      language,
      origin,
    );
    const shown = [...fields].filter((field) => field.get("widget") !== "hidden");
    return h(
      "div",
      { lang: language, className: "min-h-screen bg-surface font-sans text-ink" },
      h(
        "p",
        {
          "data-draft": "",
          className: "bg-accent px-4 py-2 text-center text-sm font-semibold text-on-brand",
        },
        settings.draft[language] ?? settings.draft.en,
      ),
      h(
        "div",
        { className: "mx-auto max-w-3xl px-4 py-6" },
        h(
          "p",
          { lang: "en", className: "mb-6 rounded-card bg-brand-soft p-4 text-sm" },
          link
            ? h(
                "a",
                {
                  href: link.href,
                  target: "_blank",
                  className: "font-semibold text-brand underline",
                },
                `Open the page as the site will show it (${link.page})`,
              )
            : "The whole page, as the site will show it, is built for this draft's pull request on GitHub.",
          link ? ": each save is shown there." : null,
        ),
        ...shown.map((field) =>
          h(
            "section",
            { key: String(field.get("name")), className: "mb-6" },
            h(
              "h2",
              { lang: "en", className: "mb-2 font-heading text-lg font-bold text-brand-strong" },
              String(field.get("label") ?? field.get("name")),
            ),
            widgetFor(String(field.get("name"))),
          ),
        ),
      ),
    );
  };
  for (const name of settings.templates) cms.registerPreviewTemplate(name, Pane);
}

/** The pane's settings from the admin page, if the build wrote them. */
export function paneSettings(document: Document): PaneSettings | undefined {
  const text = document.getElementById(paneSettingsId)?.textContent;
  return text ? (JSON.parse(text) as PaneSettings) : undefined;
}
