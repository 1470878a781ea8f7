// /patients/diary: a month of headache days on one printed page, Letter or
// A4, and its PDFs (made at build time from this very page: scripts/diary-pdfs.ts).
// Blank on purpose: nothing is filled in on screen, so nothing is sent or kept.
// The month's totals are set against the lines of medication overuse, the
// same facts the medication-overuse page states ({medicationOveruseDays}).
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { PageLink, Paragraphs } from "#app/components/sections/text-blocks.tsx";
import { diaryPdfPath, diaryPdfs } from "#app/content-loader/site-map.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import { useId } from "react";
import type { Route } from "./+types/diary";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const pdfs = (Object.keys(diaryPdfs) as (keyof typeof diaryPdfs)[]).map((size) => ({
    size,
    to: diaryPdfPath(content.language, size),
  }));
  return { page: content.diaryPage, pdfs, meta: pageSeo(page) };
}

export const meta = metaFromLoader;

/** The columns after the day's number, in order; the medicine's is the wide one to write in. */
const columns = [
  "headache",
  "severity",
  "oneSide",
  "throbbing",
  "activity",
  "nausea",
  "lightSound",
  "aura",
  "medicine",
  "menses",
  "missed",
] as const;
const days = Array.from({ length: 31 }, (_, index) => index + 1);
const cell = "border border-ink/60 px-0.5";
/** The day's number is narrow and the medicine's name and dose wide; the ticks share the rest. */
const widths: Partial<Record<"day" | (typeof columns)[number], string>> = {
  day: "w-[4%]",
  medicine: "w-[16%]",
};

/**
 * The month's sheet: a row for each day and the month's totals. The diary's
 * page prints it alone; the first visit packet prints it after its questions.
 */
export function DiarySheet({ page }: { page: Route.ComponentProps["loaderData"]["page"] }) {
  const { sheet, totals } = page;
  const titleId = useId();
  return (
    <Container data-diary className="py-10">
      <div className="flex flex-wrap items-baseline gap-x-8 gap-y-2">
        <h2 id={titleId} className="text-2xl font-bold">
          {sheet.title}
        </h2>
        <span>{sheet.name} ________________________</span>
        <span>{sheet.month} ______________</span>
      </div>
      <p className="mt-2 text-sm">{sheet.tick}</p>
      <div role="region" aria-labelledby={titleId} tabIndex={0} className="mt-2 overflow-x-auto">
        <table className="w-full min-w-3xl table-fixed border-collapse text-center text-xs">
          <thead>
            <tr>
              {(["day", ...columns] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`${cell} ${widths[column] ?? ""} py-0.5 font-semibold hyphens-auto`}
                >
                  {page.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day} className="h-7">
                <th scope="row" className={`${cell} font-semibold`}>
                  {day}
                </th>
                {columns.map((column) => (
                  <td key={column} className={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[2fr_3fr] print:grid-cols-[2fr_3fr]">
        <div className="space-y-2">
          <p>{page.migraineDay}</p>
          <p className="font-semibold">{totals.note}</p>
        </div>
        <table data-diary-totals className="border-collapse self-start">
          <caption className="text-left font-bold">{totals.heading}</caption>
          <tbody>
            {(
              [
                ["headacheDays"],
                ["migraineDays"],
                ["medicineDays"],
                ["overuseDays", "overuseLine"],
                ["simpleDays", "simpleLine"],
              ] as const
            ).map(([key, line]) => (
              <tr key={key}>
                <th scope="row" className="py-0.5 pr-2 text-left font-normal">
                  {totals[key]}
                  {line ? <strong className="block">{totals[line]}</strong> : null}
                </th>
                <td className={`${cell} w-14`} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Container>
  );
}

export default function DiaryPage({ loaderData }: Route.ComponentProps) {
  const { page, pdfs } = loaderData;
  return (
    <>
      <div data-print="hide">
        <PageHeader {...page.header} howToPrint={page.howToPrint}>
          <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
            {pdfs.map(({ size, to }) => (
              <li key={size}>
                <a href={to} download className="font-semibold text-brand underline">
                  {size === "A4" ? page.pdf.a4 : page.pdf.letter}
                </a>
              </li>
            ))}
          </ul>
        </PageHeader>
      </div>

      <DiarySheet page={page} />

      <Container data-print="hide" className="pb-12">
        <h2 className="text-2xl font-bold">{page.send.heading}</h2>
        <div className="mt-3 max-w-3xl space-y-3 text-lg">
          <Paragraphs items={page.send.paragraphs} />
          <PageLink {...page.send.link} />
          <p>
            <PageLink {...page.helpLink} />
          </p>
        </div>
      </Container>
    </>
  );
}
