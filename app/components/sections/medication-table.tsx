// A table of medicines: name, how it is taken, how it works, what it is for.
// Where the column it sits in is narrower than the table needs (40rem, as on
// a phone), the same rows show as a list of cards instead: each medicine's
// name, then each value under its column's name, with nothing to scroll
// sideways. Only one of the two is ever displayed, so a screen reader meets
// either a table with its headers or a list of named cards, never both.
import { useWords } from "#app/page-list/site-facts.ts";
type MedicationRow = { name: string; dosing: string; mechanism: string; use: string };

/** The columns after the medicine's name, each under the words' heading of the same key. */
const columns = ["dosing", "mechanism", "use"] as const;

export function MedicationTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly MedicationRow[];
}) {
  const headings = useWords().medicationTable;
  return (
    <div className="@container">
      <div className="hidden overflow-hidden rounded-card border border-line @[40rem]:block">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              {["medicine" as const, ...columns].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {headings[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {row.name}
                </th>
                {columns.map((column) => (
                  <td key={column} className="px-4 py-3">
                    {row[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 @[40rem]:hidden">
        {rows.map((row) => (
          <li key={row.name} className="rounded-card border border-line bg-surface p-4">
            <p className="text-lg font-semibold">{row.name}</p>
            <dl className="mt-1 space-y-2">
              {columns.map((column) => (
                <div key={column}>
                  <dt className="text-sm font-semibold text-ink-muted">{headings[column]}</dt>
                  <dd>{row[column]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
