// The English each translated sentence was made from, as git remembers it:
// the English of the unit at the commit where the unit's translation last
// changed, found unit by unit through the history of the translation file,
// merges and both their parents included. A sentence whose English differs
// from it now needs translating again. A merge that changed neither a unit's
// translation nor its English does not make it look changed, nor does a
// commit that changed another sentence of the file. Where the content folder
// is not in a git repository, or git cannot be run, there is no such English,
// and the export says so.
import { parse } from "yaml";
import { logOf, textsOf } from "#app/content-loader/git-history.ts";

export { gitOf } from "#app/content-loader/git-history.ts";

/** A content file's units (unitsOf in po.ts): its fields of words by unit id. */
type UnitsOf = (data: unknown, file: string) => Map<string, string>;

/**
 * The units of each file git holds, by "<blob>:<path>" or "<commit>:<path>"
 * (the path names the file's schema): what either names never changes, so
 * each is read and parsed once however often the content is exported. A
 * file git did not have there has no units.
 */
const unitsRead = new Map<string, Map<string, string>>();

/**
 * Reads in one git process the files not read before, each named as git
 * names an object ("<blob>", "<commit>:<path in the repository>"), and keeps
 * the units of each as the content file at `path`.
 */
function readFromGit(
  top: string,
  wanted: readonly { object: string; key: string; path: string }[],
  units: UnitsOf,
) {
  const asked = [...new Map(wanted.map((one) => [one.key, one])).values()].filter(
    ({ key }) => !unitsRead.has(key),
  );
  if (asked.length === 0) return;
  let texts: Map<string, string>;
  try {
    texts = textsOf(
      top,
      asked.map(({ object }) => object),
    );
  } catch {
    return;
  }
  for (const { object, key, path } of asked) {
    const text = texts.get(object);
    let read = new Map<string, string>();
    if (text !== undefined) {
      try {
        // Its marks are no field of its schema: the units leave them out.
        read = units(parse(text), path);
      } catch {
        // A file git holds that is not YAML, or not of its schema then: no words to compare.
      }
    }
    unitsRead.set(key, read);
  }
}

/**
 * For each translation file (paths relative to the content folder), the
 * English each of its units was translated from: the unit's English at the
 * commit where its translation last became what it is now (`units`, the
 * translation's units as the file has them), undefined where the English
 * lacked the unit then. Walking back from the newest commit, a commit whose
 * parent (either parent of a merge) has the same translation of the unit did
 * not make it. A unit left out was not committed as it is now: it was
 * translated from the English as it is. Three git processes for any number
 * of files: the history of the content folder with the blobs each commit
 * changed (at its first commits, created), and the translations' and the
 * English's versions not read before.
 */
export function englishWhenTranslated(
  repository: { top: string; prefix: string },
  files: readonly { english: string; own: string; units: Map<string, string> }[],
  unitsOf: UnitsOf,
): Map<string, Map<string, string | undefined>> {
  const { top, prefix } = repository;
  const found = new Map<string, Map<string, string | undefined>>();
  const tracked = new Set(files.map(({ own }) => `${prefix}${own}`));
  const parents = new Map<string, string[]>();
  /** The blobs of the tracked files a commit changed from its first parent (undefined: deleted). */
  const changes = new Map<string, Map<string, string | undefined>>();
  try {
    // Every commit that changed the content folder and every merge, each
    // with its parents among them, children before their parents, and the
    // blobs of the files it changed from its first parent.
    const log = logOf(top, [
      ...["--full-history", "--parents", "--topo-order", "--format=%x00%H %P"],
      ...["--root", "--no-renames", "--diff-merges=first-parent", "--", prefix || "."],
    ]);
    for (const { head, changes: changed } of log) {
      const [commit, ...of] = head.split(" ").filter(Boolean);
      if (!commit) continue;
      parents.set(commit, of);
      changes.set(
        commit,
        new Map(
          changed
            .filter(({ path }) => tracked.has(path))
            .map(({ path, after }) => [path.slice(prefix.length), after]),
        ),
      );
    }
  } catch {
    return found;
  }
  const newest = parents.keys().next().value;
  if (newest === undefined) return found;
  // Each translation's blob at each commit, by "<commit>:<path>" (none where
  // the file was not there): a commit's first parent's, but those it changed;
  // at a commit with no parent here, as it created them (--root).
  const blobAt = new Map<string, string>();
  for (const commit of [...parents.keys()].reverse()) {
    const first = parents.get(commit)?.[0];
    const changed = changes.get(commit);
    for (const { own } of files) {
      const blob =
        changed?.has(own) || first === undefined
          ? changed?.get(own)
          : blobAt.get(`${first}:${own}`);
      if (blob !== undefined) blobAt.set(`${commit}:${own}`, blob);
    }
  }
  /** A translation's units at a commit; undefined where the file was not there. */
  const unitsAt = (commit: string, path: string) => {
    const blob = blobAt.get(`${commit}:${path}`);
    return blob === undefined ? undefined : unitsRead.get(`${blob}:${path}`);
  };

  // Every version of each translation, read once; then each unit's walk back.
  readFromGit(
    top,
    [...blobAt].map(([object, blob]) => {
      const path = object.slice(object.indexOf(":") + 1);
      return { object: blob, key: `${blob}:${path}`, path };
    }),
    unitsOf,
  );
  const madeAt = files.map(({ english, own, units }) => {
    const made = new Map<string, string>();
    for (const [id, translation] of units) {
      const same = (commit: string) => unitsAt(commit, own)?.get(id) === translation;
      if (!same(newest)) continue;
      let commit = newest;
      for (let parent; (parent = parents.get(commit)?.find(same)) !== undefined;) commit = parent;
      made.set(id, commit);
    }
    return { english, own, made };
  });
  // The English at each commit a translation was made, read once.
  const englishAt = (commit: string, english: string) => `${commit}:${prefix}${english}`;
  readFromGit(
    top,
    madeAt.flatMap(({ english, made }) =>
      [...made.values()].map((commit) => {
        const object = englishAt(commit, english);
        return { object, key: object, path: english };
      }),
    ),
    unitsOf,
  );
  for (const { english, own, made } of madeAt) {
    const from = new Map<string, string | undefined>();
    for (const [id, commit] of made)
      from.set(id, unitsRead.get(englishAt(commit, english))?.get(id));
    found.set(own, from);
  }
  return found;
}
