// Where a Russian text can still break where it must not, for the tests that
// check the typographer's work (app/content-loader/typography.ts).

/**
 * A number and the word after it, or a dash and the word before it, parted
 * by a breakable space (a space, a tab or a line break). The static checks
 * read every built Russian page with it.
 */
export function breakableRussianPairs(text: string): string[] {
  return [...text.matchAll(/\d[ \t\r\n]+[\p{Script=Cyrillic}%‰°]|\S[ \t\r\n]+[—–](?=\s)/gu)].map(
    (match) => text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12),
  );
}
