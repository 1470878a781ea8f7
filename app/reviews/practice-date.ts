// The date a review is signed on: the practice's, in New York (a review signed there in the
// evening is dated that day, not the next in UTC). Pure, so the editor's script at /admin dates a
// signature the same way the terminal command does.

/** A moment's date in New York, as YYYY-MM-DD. */
export const practiceDate = (moment: Date): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(moment);
