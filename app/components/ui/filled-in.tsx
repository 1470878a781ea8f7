// A sentence of the page's words with parts of the page set into it:
// "Medically reviewed by {name} on {date}." with a <strong> and a <time>.
// The sentence stays whole in the words, so a translation can put the parts
// where its grammar wants them.
import { Fragment, type ReactNode } from "react";

export function FilledIn({
  template,
  values,
}: {
  template: string;
  values: Record<string, ReactNode>;
}) {
  const parts = template.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The space that joins a sentence of the words to what follows it: none after Chinese, which runs sentences on. */
export const sentenceGap = (text: string) =>
  /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]$/u.test(text) ? "" : " ";

/** A text with one part of it (a phone number) never broken across lines. */
export function KeptWhole({ text, whole }: { text: string; whole: string }) {
  const at = whole === "" ? -1 : text.indexOf(whole);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{whole}</span>
      {text.slice(at + whole.length)}
    </>
  );
}
