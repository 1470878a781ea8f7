// Every figure a medical page states must rest on a source the page lists: each
// digit of its prose inside the words of a NumericClaim it declares
// (app/content-loader/sources.ts), whose source the page lists.
import { type NumericClaim, type Source, sources } from "#app/content-loader/sources.ts";
import { sentencesOf } from "./readability.ts";

type ClaimProblem =
  | { kind: "uncited figure"; sentence: string }
  | { kind: "claim not on the page"; claim: string }
  | { kind: "source not listed on the page"; claim: string; source: string };

export function checkNumericClaims(page: {
  prose: readonly string[];
  claims: readonly NumericClaim[];
  sources: readonly Source[];
}): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  const sentences = page.prose.flatMap(sentencesOf);
  for (const sentence of sentences) {
    const covered = new Array<boolean>(sentence.length).fill(false);
    for (const { text } of page.claims) {
      let at = -1;
      while ((at = sentence.indexOf(text, at + 1)) !== -1) covered.fill(true, at, at + text.length);
    }
    const uncited = [...sentence.matchAll(/\p{N}/gu)].some((match) => !covered[match.index]);
    if (uncited) problems.push({ kind: "uncited figure", sentence });
  }
  const allText = page.prose.join(" ").replace(/\s+/g, " ");
  for (const claim of page.claims) {
    if (!allText.includes(claim.text))
      problems.push({ kind: "claim not on the page", claim: claim.text });
    if (
      claim.source !== "practice" &&
      !page.sources.some((source) => source === sources()[claim.source])
    ) {
      problems.push({
        kind: "source not listed on the page",
        claim: claim.text,
        source: claim.source,
      });
    }
  }
  return problems;
}
