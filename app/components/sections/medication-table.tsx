// A table of medicines: name, how it is taken, how it works, what it is for.
import { useWords } from "#app/lib/site-facts.ts";
export type MedicationRow = { name: string; dosing: string; mechanism: string; use: string };

export function MedicationTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly MedicationRow[];
}) {
  const headings = useWords().medicationTable;
  return (
    <div
      className="overflow-x-auto rounded-card border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {headings.medicine}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {headings.dosing}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {headings.mechanism}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {headings.use}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-4 py-3 font-semibold">
                {row.name}
              </th>
              <td className="px-4 py-3">{row.dosing}</td>
              <td className="px-4 py-3">{row.mechanism}</td>
              <td className="px-4 py-3">{row.use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
