// The date a review is signed on: the practice's, in New York. A review
// signed there in the evening is dated that day, not the next (UTC). Pure, so
// the editor's script at /admin dates a signature the same way the terminal
// command does.

/** The practice's time zone. */
const practiceTimeZone = "America/New_York";

/** A moment's date in New York, as YYYY-MM-DD. */
export const practiceDate = (moment: Date): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: practiceTimeZone }).format(moment);
