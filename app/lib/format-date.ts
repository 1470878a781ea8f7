// Dates as US readers write them. Written out by hand rather than with Intl:
// the output is the same in the prerendered HTML and in every browser, and
// the first use of Intl's date formatting costs over 100 ms on a slow phone
// during hydration.
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-11-01" → "November 1, 2026"; anything else is returned unchanged. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}
