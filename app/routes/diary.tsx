// /patients/diary and /patients/first-visit, the two papers that hold a month
// of the headache diary (DiarySheet). Both are blank on purpose: filled in by
// hand, so nothing on them is sent or kept.
//
// The diary: a month of headache days on one printed page, Letter or A4, and
// its PDFs (made at build time from this very page: scripts/diary-pdfs.ts).
// The month's totals are set against the lines of medication overuse, the
// same facts the medication-overuse page states ({medicationOveruseDays}).
//
// The first visit packet, to bring to the first visit: the practice's own
// questions about the headaches, a table of the medicines tried (what a health
// plan asks for before it covers some treatments), what to bring, and the
// diary's month. MIDAS joins it only once its holder's permission is recorded:
// the file's permission mark confirmed (content/README.md, "Marks").
import { Container, PageHeader, Section } from "#app/components/sections/section.tsx";
import { CheckList, PageLink, Paragraphs } from "#app/components/sections/text-blocks.tsx";
import { openMarks } from "#app/content-loader/files.ts";
import { diaryPdfPath, diaryPdfs } from "#app/content-loader/site-map.ts";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import { useId } from "react";
import type { Route } from "./+types/diary";

export const loader = pageLoader(({ page, content }) => {
  const diary = content.diaryPage;
  if (page.key === "diary") {
    const pdfs = (Object.keys(diaryPdfs) as (keyof typeof diaryPdfs)[]).map((size) => ({
      size,
      to: diaryPdfPath(content.language, size),
    }));
    return { kind: "diary" as const, page: diary, pdfs };
  }
  const { midas, ...words } = content.firstVisitPage;
  // The English file's marks hold for every language; a translation may add its own.
  const permitted = ["en", content.language]
    .flatMap((language) => openMarks(`page/first-visit/${language}/words.yaml`))
    .every((mark) => mark.kind !== "permission");
  return {
    kind: "first-visit" as const,
    page: words,
    midas: permitted ? midas : undefined,
    checklist: content.newPatientChecklist,
    diary,
  };
});

export const meta = metaFromLoader;

type Data<Kind> = Extract<Route.ComponentProps["loaderData"], { kind: Kind }>;

export default function PaperPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "diary" ? (
    <DiaryPage {...loaderData} />
  ) : (
    <FirstVisitPage {...loaderData} />
  );
}

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
function DiarySheet({ page }: { page: Data<"diary">["page"] }) {
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

function DiaryPage({ page, pdfs }: Data<"diary">) {
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

function FirstVisitPage({ page, midas, checklist, diary }: Data<"first-visit">) {
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
