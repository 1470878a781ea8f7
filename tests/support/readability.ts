// Measures how easy a page's prose is to read: the Flesch-Kincaid grade of the
// whole text and every sentence longer than the house limit. The medical pages
// aim at an 8th-grade reading level (the project's content brief, outside this
// repository), with no sentence over 30 words.
import { syllable } from "syllable";

export const maxGrade = 8;
export const maxSentenceWords = 30;

/** Splits one piece of prose (a paragraph, a list item, an answer) into sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u)
    .filter((sentence) => wordsOf(sentence).length > 0);
}

export function wordsOf(sentence: string): string[] {
  return sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
}

/** Flesch-Kincaid grade: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
export function readability(texts: readonly string[]) {
  const sentences = texts.flatMap(sentencesOf);
  let words = 0;
  let syllables = 0;
  // Sentences over maxSentenceWords words, with their word counts.
  const longSentences: { sentence: string; words: number }[] = [];
  for (const sentence of sentences) {
    const sentenceWords = wordsOf(sentence);
    words += sentenceWords.length;
    // A figure such as "4–72" or "155" is read as one short word.
    syllables += sentenceWords.reduce(
      (sum, word) => sum + (/^\p{N}/u.test(word) ? 1 : Math.max(1, syllable(word))),
      0,
    );
    if (sentenceWords.length > maxSentenceWords) {
      longSentences.push({ sentence, words: sentenceWords.length });
    }
  }
  const grade =
    sentences.length === 0 || words === 0
      ? 0
      : 0.39 * (words / sentences.length) + 11.8 * (syllables / words) - 15.59;
  return { grade: Math.round(grade * 10) / 10, sentences: sentences.length, words, longSentences };
}

/** What keeps prose over the house limits, one line each (the grade, each long sentence), or "". */
export function readabilityProblems(texts: readonly string[]): string {
  const result = readability(texts);
  if (result.grade <= maxGrade && result.longSentences.length === 0) return "";
  return [
    `grade ${result.grade}`,
    ...result.longSentences.map((long) => `${long.words} words: ${long.sentence}`),
  ].join("\n");
}

/** What "acute" means to a patient, said the first time a page uses the word. */
export const acuteMeaning = "medicine you take when an attack starts";

/**
 * The sentence where a page first says "acute" (or its own `word`), with the next one, where its
 * meaning must be; undefined when the page never says it.
 */
export function firstUseOfAcute(texts: readonly string[], word = /\bacute\b/i): string | undefined {
  const sentences = texts.flatMap(sentencesOf);
  const first = sentences.findIndex((sentence) => word.test(sentence));
  return first === -1 ? undefined : sentences.slice(first, first + 2).join(" ");
}
