// The practice's clock: the office is in Brooklyn, so the days and times a page states, a
// message's receipt and the date a review is signed on are New York's (a review signed there in
// the evening is dated that day, not the next in UTC). Pure, so the form's and the editor's
// scripts in the browser read the clock as the server and the terminal commands do.

export const practiceTimeZone = "America/New_York";

// Read as parts of en-US, which every Intl has: a locale that writes dates the ISO way (en-CA,
// sv-SE) falls back to another form where its data is left out.
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: practiceTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment in New York: its date (YYYY-MM-DD) and its time ("17:05"). */
export function practiceClock(moment: Date): { date: string; time: string } {
  const part = Object.fromEntries(parts.formatToParts(moment).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** A moment's date in New York, as YYYY-MM-DD. */
export const practiceDate = (moment: Date): string => practiceClock(moment).date;
