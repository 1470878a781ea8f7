// /patients/first-visit: a packet to print, fill in by hand and bring to the
// first visit: the practice's own questions about the headaches, a table of
// the medicines tried (what a health plan asks for before it covers some
// treatments), what to bring, and a month of the headache diary. Paper only: nothing on the page is sent.
// MIDAS joins it only once its holder's permission is recorded: the file's
// permission mark confirmed (content/README.md, "Marks").
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import { CheckList } from "#app/components/sections/text-blocks.tsx";
import { openMarks } from "#app/content-loader/files.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { DiarySheet } from "./diary.tsx";
import type { Route } from "./+types/first-visit";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { midas, ...words } = content.firstVisitPage;
  // The English file's marks hold for every language; a translation may add its own.
  const permitted = ["en", content.language]
    .flatMap((language) => openMarks(`page/first-visit/${language}/words.yaml`))
    .every((mark) => mark.kind !== "permission");
  return {
    page: words,
    midas: permitted ? midas : undefined,
    checklist: content.newPatientChecklist,
    diary: content.diaryPage,
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

/** Numbered questions, each with two lines to write the answer on. */
function WritingList({ items }: { items: readonly string[] }) {
  return (
    <ol className="max-w-3xl list-decimal space-y-4 pl-6 text-lg">
      {items.map((item) => (
        <li key={item}>
          {item}
          <div className="mt-2 space-y-7 pb-2" aria-hidden="true">
            <div className="border-b border-ink-muted" />
            <div className="border-b border-ink-muted" />
          </div>
        </li>
      ))}
    </ol>
  );
}

export default function FirstVisitPage({ loaderData }: Route.ComponentProps) {
  const { page, midas, checklist, diary } = loaderData;
  const { name, dose, dates, helped, stopped } = page.medicines.columns;
  const columnNames = [name, dose, dates, helped, stopped];
  return (
    <div data-paper>
      <PageHeader {...page.header} howToPrint={page.howToPrint} />

      <Section heading={page.history.heading}>
        <WritingList items={page.history.questions} />
      </Section>

      <Section heading={page.medicines.heading} intro={page.medicines.intro} tone="muted">
        {[page.medicines.acute, page.medicines.preventive].map((caption) => (
          <table
            key={caption}
            className="mt-6 w-full table-fixed border-collapse bg-surface text-left"
          >
            <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
            <thead>
              <tr>
                {columnNames.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border border-line p-1 text-sm [overflow-wrap:anywhere] sm:p-2"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 6 }, (_, row) => (
                <tr key={row} className="h-10">
                  {columnNames.map((column) => (
                    <td key={column} className="border border-line" />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </Section>

      {midas ? (
        <Section heading={midas.heading}>
          <WritingList items={midas.items} />
          <CheckList items={midas.scoring} />
        </Section>
      ) : null}

      <Section heading={page.bring.heading}>
        <CheckList items={checklist} columns={2} />
      </Section>

      {/* The diary's month, to keep in the weeks before the visit: on a page of its own. */}
      <div className="print:break-before-page">
        <DiarySheet page={diary} />
      </div>
    </div>
  );
}
