// Where a draft saved in the editor is seen as the site will render it: its branch (Decap's
// editorial workflow saves each entry on cms/<collection>/<entry>), the page that shows the entry in
// a language, the address on the editor's own site that leads to that page of the draft's preview
// (under `npm run editor`, scripts/editor/preview.ts serves it; on GitHub the pull request's preview
// build is the draft's site), and the preview pane beside the fields: the entry's fields in the
// site's stylesheet and the left column's language, under the draft strip, with a link to the whole
// page (the site's React 19 templates cannot render in Decap's React 18).
import {
  conditionPath,
  languagePath,
  mainPages,
  noticePages,
  treatmentPath,
  wordsPages,
} from "#app/content-loader/site-map.ts";
import { type Language, languages } from "#app/content-loader/translated.ts";
import type { Cms, H, Immutable } from "./decap.ts";
import { signOffCollection } from "./sign-off.ts";

/** The git branch Decap saves a draft of an entry on. */
export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/**
 * The path of the page a kind and a name give, in any case ("condition" "migraine", "notice"
 * "privacyPractices", "page" "about"); the home page for anything else, whose words (the
 * practice's facts, the interface's) every page shows.
 */
function pagePath(kind: string, name: string): string {
  if (kind === "condition") return conditionPath(name);
  if (kind === "treatment") return treatmentPath(name);
  const pages: Record<string, { path: string }> =
    kind === "notice" ? noticePages : kind === "page" ? wordsPages : {};
  const found = Object.entries(pages).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found?.[1].path ?? mainPages.home.path;
}

/** The page that shows an entry (collection "conditions", "page-about"…), in a language. */
export function draftPagePath(collection: string, slug: string, language: Language = "en"): string {
  if (collection === signOffCollection) return signedPagePath(slug);
  const main = /^page-([\w-]+)$/.exec(collection)?.[1];
  const page = main ? pagePath("page", main) : pagePath(collection.replace(/s$/, ""), slug);
  return languagePath(language, page);
}

/**
 * The page a signature signs, in its language: its name is <language>/<page>-<kind>-<date>, the
 * page's key in small letters with "-" for "/" ("condition-migraine", "home").
 */
function signedPagePath(slug: string): string {
  const [, language, page = ""] =
    /^([a-z]+)\/(.+)-(?:medical|translation|legal)-\d{4}-\d{2}-\d{2}(?:-\d+)?$/.exec(slug) ?? [];
  const [kind = "", ...name] = page.split("-");
  const path =
    page in wordsPages || name.length === 0
      ? pagePath("page", page)
      : pagePath(kind, name.join("-"));
  return languagePath(siteLanguage(language), path);
}

/** The address on the editor's site that leads to a page of a draft's preview. */
export const previewAddress = "/admin/preview";
export const draftPreviewPath = (collection: string, slug: string, page: string) =>
  `${previewAddress}/${collection}/${slug}${page}`;

const siteLanguage = (locale: unknown): Language =>
  languages.find((language) => language === locale) ?? "en";

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

export function paneSettings(document: Document): PaneSettings | undefined {
  const text = document.getElementById(paneSettingsId)?.textContent;
  return text ? (JSON.parse(text) as PaneSettings) : undefined;
}
