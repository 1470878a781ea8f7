// The key of a run of the local editor (`npm run editor`,
// scripts/editor/guard.ts): its server writes it into the /admin page as
// <meta name="editor-key">, and the editor sends it with every request to the
// local git backend, which refuses any request without it. A page of another
// site has no way to read it.

/** The name of the meta element that carries the key. */
export const editorKeyName = "editor-key";

/** The local git backend's address on the page's origin, with the page's key when it has one. */
export function localBackendUrl(page: Document, pageUrl: string): string {
  const url = new URL("/admin/api/v1", pageUrl);
  const key = page.querySelector<HTMLMetaElement>(`meta[name="${editorKeyName}"]`)?.content;
  if (key) url.searchParams.set("key", key);
  return url.href;
}
