// Text into HTML, for the pages scripts write: the content commands' reports,
// the dev server's page of content mistakes, the pages for when the server
// does not answer.
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
