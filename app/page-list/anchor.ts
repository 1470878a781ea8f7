// A section's anchor, made from its heading's words: "How it works" →
// "how-it-works", "Your Rights" → "your-rights". Letters of any script are
// kept, so a heading never gives an empty anchor.
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}
