// Text into HTML, for the pages scripts write: the content commands' reports, the dev server's
// page of content mistakes, the pages for when the server does not answer.
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => entities[c] ?? c);
