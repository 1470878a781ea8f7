// A mistake in a content file, as the commands show it (issue 34): one line
// with the file, the line and what to do, never a stack. The content modules
// throw an error whose message is that line ("content/practice/en/facts.yaml, line
// 87: …"); the build, `npm start` and `npm run dev` read every content file
// before anything else (readSiteContent) and print only that line.

/** The lines of a message that name a content file, from wherever they start in it. */
const contentLine = /(?:^|\s)(content\/\S+?\.yaml(?:, line \d+)?: .*)$/;

/**
 * What an error says about the content files, one line per mistake, or
 * undefined when it is about something else. The line is found inside a
 * message that wraps it too ("Error loading react-router.config.ts: Error:
 * content/…") and in the error's causes.
 */
export function contentMistakes(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const lines = message
      .split("\n")
      .map((line) => contentLine.exec(line)?.[1])
      .filter((line) => line !== undefined);
    if (lines.length > 0) return lines.join("\n");
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return undefined;
}

/** Runs `task`; a mistake in a content file prints its line(s) and ends the process with 1. */
export async function stopAtContentMistake<T>(task: () => T | Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    const mistakes = contentMistakes(error);
    if (mistakes === undefined) throw error;
    process.stderr.write(`${mistakes}\n`);
    process.exit(1);
  }
}

/**
 * Every content file, read and checked: the list of pages (every page's
 * words and the practice's facts in every language) and the review records.
 * The modules are imported here, not at the top, so that a mistake found
 * while they load is caught like any other.
 */
export async function readSiteContent() {
  const { sitePages } = await import("#app/page-list/page-list.ts");
  const { siteReviewStatus } = await import("#app/reviews/reviews.ts");
  const pages = sitePages();
  siteReviewStatus();
  return pages;
}
