// What the root's loader knows about the languages of the page at a URL: its
// language, the same page in every language, each other language's offer in
// its own words, and, on a translated page, its translation notice.
import { parse } from "yaml";
import { perFolder } from "#app/content-loader/files.ts";
import { gitOf, logOf, textsOf } from "#app/content-loader/git-history.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { languageOfPath, languagePath, toolPages } from "#app/content-loader/site-map.ts";
import {
  type Language,
  languageNames,
  languageTags,
  languages,
  socialLocales,
  type Translation,
} from "#app/content-loader/translated.ts";
import { dateText } from "./date-text.ts";
import { practiceDate } from "#app/contact/practice-time.ts";
import { type Read, remembered, signsOf } from "#app/reviews/review-units.ts";
import { fingerprint, reviewOf } from "#app/reviews/reviews.ts";
import type { SiteFacts } from "./site-facts.ts";
import { notFoundKey, pageAtUrl, pageInEachLanguage } from "./page-list.ts";

/** A page that runs no script: no offer, whose script the build inlines only where there is one. */
const scriptless = (key = "") =>
  Object.entries(toolPages).some(([name, page]) => name === key && "scriptless" in page);

export function pageLanguages(url: string) {
  // A path under no language's prefix is English.
  const language = languageOfPath(new URL(url, "http://site.invalid").pathname);
  const page = pageAtUrl(url);
  // The 404 page, which answers any unknown path, offers each language's home page.
  const versions = page && page.key !== notFoundKey ? pageInEachLanguage(page) : [];
  const pathIn = (other: Language) =>
    versions.find((version) => version.language === other)?.path ?? languagePath(other, "/");
  const inEach = languages.map((other) => ({
    language: other,
    name: languageNames[other],
    tag: languageTags[other],
    to: pathIn(other),
  }));
  return {
    language,
    languageTag: languageTags[language],
    locale: socialLocales[language],
    languages: inEach,
    // A translated page offers no English: its notice links the original, and
    // two prompts to leave the page would be one too many.
    offers: inEach
      .filter(
        (other) =>
          !scriptless(page?.key) &&
          other.language !== language &&
          (language === "en" || other.language !== "en"),
      )
      .map((version) => ({
        ...version,
        words: contentIn(version.language).interfaceText.languageSuggestion,
      })),
    translation: language === "en" ? null : translationState(language, page?.key, pathIn("en")),
  };
}

/** The translation notice of a page, as its translation review is recorded (app/reviews/reviews.ts). */
function translationState(
  language: Translation,
  pageKey: string | undefined,
  original: string,
): NonNullable<SiteFacts["translation"]> {
  // The 404 page's words are the interface's, and reviewed with them.
  const unit = !pageKey || pageKey === notFoundKey ? "interface" : pageKey;
  const review = reviewOf(language, unit, "translation");
  if (!review || review.state === "missing") {
    return { state: "awaiting", date: dateText(translatedOn(language, unit), language), original };
  }
  return { state: review.state, name: review.by, date: dateText(review.on, language), original };
}

/**
 * The content folder's history down the first parents of HEAD: each file's
 * blob at HEAD, and, newest first, each commit's New York date and, for each
 * file it changed, the path and blob its parent had (renames followed; no
 * blob: not there); blobs parsed when asked for, each unit's date once found
 * ("<language> <unit>"). Undefined where git cannot say.
 */
const historyOf = perFolder((folder) => {
  const repository = gitOf(folder);
  if ("why" in repository) return undefined;
  const { top, prefix } = repository;
  const inFolder = (path: string) => path.slice(prefix.length);
  try {
    const head = new Map<string, string | undefined>();
    const log = logOf(top, [
      ...["--first-parent", "--diff-merges=first-parent", "--root", "-M"],
      ...["--format=%x00%ct", "--", prefix || "."],
    ]);
    const commits = log.map(({ head: time, changes }) => {
      const before = new Map<string, { path: string; blob?: string }>();
      for (const change of changes) {
        const now = inFolder(change.path);
        before.set(now, { path: inFolder(change.from), blob: change.before });
        // The newest commit that changed a file holds it as HEAD does.
        if (!head.has(now)) head.set(now, change.after);
      }
      return { date: practiceDate(new Date(Number(time) * 1000)), before };
    });
    const blobs = log.flatMap(({ changes }) => changes.flatMap((c) => [c.before, c.after]));
    const texts = textsOf(
      top,
      [...new Set(blobs)].filter((blob) => blob !== undefined),
    );
    const read = remembered((blob: string | undefined) => {
      try {
        return blob === undefined ? undefined : parse(texts.get(blob) ?? "");
      } catch {
        return undefined; // Not YAML at that commit: no words there.
      }
    });
    return { head, commits, read, made: new Map<string, string>() };
  } catch {
    return undefined;
  }
});

type History = NonNullable<ReturnType<typeof historyOf>>;

/**
 * When the translation of a unit (review-units.ts) was made: the New York
 * date of the commit where the words a translation review signs became what
 * they are now (a change of layout or comments is no new translation), as
 * far back as git's history goes; today where they are not committed, or
 * there is no history to ask.
 */
function translatedOn(language: Translation, unit: string): string {
  const today = practiceDate(new Date());
  const history = historyOf();
  if (!history) return today;
  const key = `${language} ${unit}`;
  const made = history.made.get(key) ?? madeOn(history, language, unit) ?? today;
  history.made.set(key, made);
  return made;
}

/** The date of the commit where the unit's translation became what it is now; undefined: not committed. */
function madeOn(history: History, language: Language, unit: string): string | undefined {
  const now = fingerprint(signsOf(language, unit));
  // Each file the unit reads, by its path now: its path and blob at the commit walked to.
  const files = new Map<string, { path: string; blob?: string }>();
  const at: Read = (path) => {
    if (!files.has(path)) files.set(path, { path, blob: history.head.get(path) });
    return structuredClone(history.read(files.get(path)?.blob));
  };
  if (fingerprint(signsOf(language, unit, at)) !== now) return undefined;
  for (const commit of history.commits) {
    let changed = false;
    for (const [path, then] of files) {
      const before = commit.before.get(then.path);
      if (!before) continue;
      files.set(path, before);
      changed = true;
    }
    if (changed && fingerprint(signsOf(language, unit, at)) !== now) return commit.date;
  }
  return history.commits.at(-1)?.date;
}
