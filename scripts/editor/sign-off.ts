// "Sign a review" in the editor at /admin: what the build publishes for it
// and its collection. The build writes build/client/admin/fingerprints.json,
// every page of every language with the fingerprints a review of it signs
// now, made by the site's own review code (app/reviews/reviews.ts), so the
// editor shows a person the fingerprint of the words they read and checks
// them again at Save (scripts/editor/browser/sign-off.ts). Each signature is one file,
// content/reviews/signed/<language>/<page>-<kind>-<date>.yaml, which the
// site reads with the other records.
//
//   node scripts/editor/sign-off.ts      # prints fingerprints.json for the content folder
//                                        # (SITE_CONTENT_DIR); npm run editor serves it so
import { reviewKinds, reviewUnits } from "#app/reviews/review-units.ts";
import { languageNamesInEnglish, languages } from "#app/content-loader/translated.ts";
import { sitePages } from "#app/page-list/page-list.ts";
import { signedWords } from "#app/reviews/reviews.ts";
import {
  type PublishedFingerprints,
  kindLabels,
  seenField,
  signOffCollection,
} from "#scripts/editor/browser/sign-off.ts";

/** Every page of every language with the fingerprints a review of it signs now. */
export function publishedFingerprints(): PublishedFingerprints {
  const pages = sitePages();
  const english = reviewUnits("en");
  return {
    pages: languages.flatMap((language) => {
      const units = language === "en" ? english : reviewUnits(language);
      return units.map((unit) => ({
        page: unit.key,
        language,
        title: unit.title,
        ...(() => {
          const path = pages.find(
            (page) => page.key === unit.key && page.language === language,
          )?.path;
          return path ? { path } : {};
        })(),
        kinds: unit.kinds,
        ...signedWords(language, unit, english),
      }));
    }),
  };
}

/** The collection a review is signed in: page, language and review chosen from lists; the rest is the editor's. */
export function signOffCollectionConfig(published: PublishedFingerprints) {
  const english = published.pages.filter((page) => page.language === "en");
  const hidden = (name: string, label: string) => ({
    name,
    label,
    widget: "hidden",
    required: false,
  });
  return {
    name: signOffCollection,
    label: "Sign a review",
    label_singular: "signature",
    description:
      "The physician, counsel and each translator record here that they reviewed a page. Choose the page, its language and your review, read the page, then Save: the editor records your name from your login, today's date in New York and the fingerprint of the words you read.",
    folder: "content/reviews/signed",
    // Decap turns the dots of a path's template into dashes, so {{language}}, not {{fields.language}}.
    path: "{{language}}/{{slug}}",
    slug: "{{fields.page}}-{{fields.kind}}-{{fields.on}}",
    identifier_field: "page",
    extension: "yaml",
    format: "site-yaml",
    create: true,
    delete: false,
    summary:
      "{{fields.page}} ({{fields.language}}), {{fields.kind}} review by {{fields.by}} on {{fields.on}}",
    sortable_fields: ["on", "page"],
    fields: [
      {
        name: "page",
        label: "Page",
        hint: "The page you reviewed.",
        widget: "select",
        options: english.map((page) => ({
          label: page.path
            ? `${page.title} (${page.path})`
            : "Words every page shares (menus, footer)",
          value: page.page,
        })),
      },
      {
        name: "language",
        label: "Language",
        hint: "The language of the words you reviewed.",
        widget: "select",
        options: languages.map((language) => ({
          label: languageNamesInEnglish[language],
          value: language,
        })),
      },
      {
        name: "kind",
        label: "Review",
        hint: "Medical: the physician, English pages. Legal: counsel, the notices. Translation: a medical translator, a translated page against its English.",
        widget: "select",
        options: reviewKinds.map((kind) => ({ label: kindLabels[kind], value: kind })),
      },
      {
        name: seenField,
        label: "The words you sign",
        hint: "Taken when you choose the page: if the words change before you save, nothing is recorded.",
        widget: "signed-words",
      },
      hidden("by", "Reviewed by"),
      hidden("on", "Reviewed on"),
      hidden("text", "Fingerprint of the words"),
      hidden("english", "Fingerprint of the English"),
    ],
  };
}

if (import.meta.main) {
  process.stdout.write(JSON.stringify(publishedFingerprints()));
}
