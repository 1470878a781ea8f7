// The strip at the top of every page of a draft's preview, in the page's
// language: what it shows is not on the site yet (app/pages/draft.ts). Plain
// HTML, printed too, so a printout of a draft says so as well.
export function DraftBanner({ words }: { words: string }) {
  return (
    <p data-draft className="bg-accent px-4 py-2 text-center text-sm font-semibold text-on-brand">
      {words}
    </p>
  );
}
