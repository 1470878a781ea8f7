// The editor's preview pane (Decap's, beside the fields): the entry's fields in the site's
// stylesheet and the left column's language, under the draft strip, with a link to the whole page
// (the site's React 19 templates cannot render in Decap's React 18): under `npm run editor` the
// draft's preview (scripts/editor/preview.ts); on GitHub, the pull request's preview build.
import type { Cms, H, Immutable } from "./decap.ts";
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

type PaneProps = {
  entry: Immutable;
  collection: Immutable;
  fields: Iterable<Immutable>;
  locale?: string;
  widgetFor: (name: string) => unknown;
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

/** Registers the pane for every entry; `origin`: the editor's, where drafts have a preview. */
export function registerPreviewPane(
  cms: Cms,
  h: H,
  settings: PaneSettings,
  origin: string | undefined,
) {
  if (settings.stylesheet) cms.registerPreviewStyle(settings.stylesheet);
  const name = (field: Immutable) => String(field.get("name"));
  const Pane = ({ entry, collection, fields, locale, widgetFor }: PaneProps) => {
    const language = siteLanguage(locale);
    const link = wholePageLink(name(collection), String(entry.get("slug")), language, origin);
    const linkClass = "font-semibold text-brand underline";
    const whole = link
      ? [
          h(
            "a",
            { href: link.href, target: "_blank", className: linkClass },
            `Open the page as the site will show it (${link.page})`,
          ),
          ": each save is shown there.",
        ]
      : [
          "The whole page, as the site will show it, is built for this draft's pull request on GitHub.",
        ];
    const headingClass = "mb-2 font-heading text-lg font-bold text-brand-strong";
    const section = (field: Immutable) =>
      h(
        "section",
        { key: name(field), className: "mb-6" },
        h("h2", { lang: "en", className: headingClass }, String(field.get("label") ?? name(field))),
        widgetFor(name(field)),
      );
    const strip = "bg-accent px-4 py-2 text-center text-sm font-semibold text-on-brand";
    return h(
      "div",
      { lang: language, className: "min-h-screen bg-surface font-sans text-ink" },
      h("p", { "data-draft": "", className: strip }, settings.draft[language] ?? settings.draft.en),
      h(
        "div",
        { className: "mx-auto max-w-3xl px-4 py-6" },
        h("p", { lang: "en", className: "mb-6 rounded-card bg-brand-soft p-4 text-sm" }, ...whole),
        ...[...fields].filter((field) => field.get("widget") !== "hidden").map(section),
      ),
    );
  };
  for (const template of settings.templates) cms.registerPreviewTemplate(template, Pane);
}

/** The pane's settings from the admin page, if the build wrote them. */
export function paneSettings(document: Document): PaneSettings | undefined {
  const text = document.getElementById(paneSettingsId)?.textContent;
  return text ? (JSON.parse(text) as PaneSettings) : undefined;
}
