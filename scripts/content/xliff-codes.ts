// A sentence's placeholders and ICU syntax as the inline codes of XLIFF 2.0,
// so that a translator's tool shows them as tags it protects, and back.
//
// "{botoxUnits}" and "{n, number}" are one code each. A plural or select
// keeps its words as text and only its syntax as codes: "{n, plural, one {"
// · "# visit" · "} other {" · "# visits" · "}}", with "#" a code too. The
// pieces joined give the sentence back, character for character. A
// translator who needs forms the English lacks (Russian "few", "many")
// writes the plural out as plain text; it reads back the same way.

/** A run of words, or a code: a placeholder or a piece of ICU syntax, kept as written. */
type Piece = { text: string } | { code: string };

const argument = /^\{\s*\w+\s*(?:,\s*\w+\s*(?:,[^{}]*)?)?\}/;
const choiceStart = /^\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,\s*(?:offset:\s*\d+\s*)?/;
const choiceKey = /^(?:=\d+|[\w-]+)\s*\{/;

/** The pieces of an ICU message; a message whose braces do not pair is one piece of text. */
export function piecesOf(message: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  const push = (piece: Piece) => {
    const last = pieces.at(-1);
    if ("text" in piece && last && "text" in last) last.text += piece.text;
    else if (("text" in piece ? piece.text : piece.code) !== "") pieces.push(piece);
  };

  /** Words up to an unmatched "}" or the end; "#" is a code inside a plural's branch. */
  const words = (inPlural: boolean): boolean => {
    while (at < message.length) {
      const char = message[at] ?? "";
      if (char === "}") return true;
      if (char === "{") {
        const read = choiceStart.test(message.slice(at)) ? choice() : simple();
        if (!read) return false;
      } else if (char === "#" && inPlural) {
        push({ code: "#" });
        at++;
      } else {
        const next = message.slice(at).search(inPlural ? /[{}#]/ : /[{}]/);
        const end = next === -1 ? message.length : at + next;
        push({ text: message.slice(at, end) });
        at = end;
      }
    }
    return true;
  };
  const simple = (): boolean => {
    const match = argument.exec(message.slice(at));
    if (!match) return false;
    push({ code: match[0] });
    at += match[0].length;
    return true;
  };
  const choice = (): boolean => {
    const start = choiceStart.exec(message.slice(at));
    if (!start) return false;
    const plural = /plural|selectordinal/.test(start[0]);
    let code = start[0];
    at += start[0].length;
    for (;;) {
      const key = choiceKey.exec(message.slice(at));
      if (!key) return false;
      push({ code: code + key[0] });
      at += key[0].length;
      if (!words(plural) || message[at] !== "}") return false;
      at++;
      const gap = /^\s*/.exec(message.slice(at))?.[0] ?? "";
      if (message[at + gap.length] === "}") {
        push({ code: `}${gap}}` });
        at += gap.length + 1;
        return true;
      }
      code = `}${gap}`;
      at += gap.length;
    }
  };

  if (!words(false) || at !== message.length) return [{ text: message }];
  return pieces;
}

/** The pieces as the sentence they were cut from. */
export const messageOf = (pieces: readonly Piece[]): string =>
  pieces.map((piece) => ("text" in piece ? piece.text : piece.code)).join("");

/** The words of a message without its codes: what a translator translates. */
export const wordsOf = (message: string): string =>
  piecesOf(message)
    .map((piece) => ("text" in piece ? piece.text : " "))
    .join("");
