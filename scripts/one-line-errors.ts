// A mistake in a content file, as the commands show it (issue 34): the line the
// content modules throw ("content/practice/en/facts.yaml, line 87: …"), never a
// stack. The build, `npm start` and `npm run dev` read the content first.

const contentLine = /(?:^|\s)(content\/\S+?\.yaml(?:, line \d+)?: .*)$/;

/**
 * An error's content mistakes, one line each (found inside a message that wraps them, and in its
 * causes), or undefined when it is about something else.
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
 * Every content file, read and checked (the list of pages, the review records); imported here,
 * not at the top, so that a mistake found while they load is caught like any other.
 */
export async function readSiteContent() {
  const { sitePages } = await import("#app/page-list/page-list.ts");
  const { siteReviewStatus } = await import("#app/reviews/reviews.ts");
  sitePages();
  siteReviewStatus();
}
