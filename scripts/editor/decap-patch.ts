// One fix to Decap CMS 3.16's bundle, made as the build copies it
// (admin-files.ts). With translations in one folder per language
// (i18n `multiple_folders`), Decap groups a collection's files into entries by
// each file's path without its language, taking out the first "<language>/"
// it finds (normalizeFilePath: `path.replace(\`${locale}/\`, "")`). In
// content/pages/home/es/words.yaml the first "es/" is the end of "pages/", so
// every main page's Spanish file made an entry of its own ("es/words": a
// second, blank card in the list, whose Spanish the English entry also
// shows). The fix takes out the folder "/<language>/" instead.
const broken = /case (\w+)\.MULTIPLE_FOLDERS:return (\w+)\.replace\(`\$\{(\w+)\}\/`,""\)/g;

/** Decap CMS's bundle with the fix; refuses a bundle where the code is not found once. */
export function patchDecap(name: string, bundle: Buffer): Buffer {
  if (name !== "decap-cms.js") return bundle;
  const text = bundle.toString("utf8");
  const found = text.match(broken) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `decap-cms.js: the grouping of translations by folder was found ${found.length} times, not once; Decap CMS changed, see scripts/editor/decap-patch.ts`,
    );
  }
  return Buffer.from(
    text.replace(
      broken,
      (_all, kinds: string, path: string, locale: string) =>
        `case ${kinds}.MULTIPLE_FOLDERS:return ${path}.replace(\`/\${${locale}}/\`,"/")`,
    ),
  );
}
