// Strict readers for the contact endpoint's two body types: bytes that are not
// UTF-8 and keys sent twice are refused, not repaired, so what is stored is what
// the browser sent (docs/decisions/010). A refusal names its answer (contactAnswers).
import type { ContactAnswers } from "#app/contact/answers.ts";

type BodyAnswer = "notUtf8" | "malformedJson" | "malformedForm" | "sentTwice";

export class BodyError extends Error {
  readonly statusCode = 400;
  /** Which answer tells the visitor, and the field it names (sentTwice). */
  readonly answer: BodyAnswer & keyof ContactAnswers;
  readonly field: string | undefined;
  constructor(answer: BodyAnswer, field?: string) {
    super(field === undefined ? answer : `${answer}: ${field}`);
    this.answer = answer;
    this.field = field;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new BodyError("notUtf8");
  }
}

/** Throws when any object in the JSON text names the same key twice. */
function assertNoDuplicateKeys(text: string) {
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const keys = stack.at(-1);
      if (expectKey && keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) throw new BodyError("sentTwice", key);
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (char === "{") {
      stack.push(new Set());
      expectKey = true;
    } else if (char === "[") {
      stack.push(null);
    } else if (char === "}" || char === "]") {
      stack.pop();
    } else if (char === ",") {
      expectKey = stack.at(-1) instanceof Set;
    }
  }
}

export function parseJsonBody(body: Buffer): unknown {
  const text = decodeUtf8(body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError("malformedJson");
  }
  assertNoDuplicateKeys(text);
  return value;
}

/**
 * Reads a form post strictly: a malformed percent-escape, or one of bytes that
 * are not UTF-8, is refused (URLSearchParams makes it U+FFFD). A key sent twice
 * is refused, except the keys of `lists` (boxes to tick), read as a list of at
 * most the number given.
 */
export function parseFormBody(body: Buffer, lists: Readonly<Record<string, number>>) {
  const text = decodeUtf8(body);
  try {
    // The separators are plain characters, so an escape that decodes whole here does in its part.
    decodeURIComponent(text);
  } catch {
    throw new BodyError("malformedForm");
  }
  const fields: Record<string, string | string[]> = {};
  // Read after an empty pair, so a leading "?" stays part of the first key.
  for (const [key, value] of new URLSearchParams(`&${text}`)) {
    const most = Object.hasOwn(lists, key) ? lists[key] : undefined;
    if (most !== undefined) {
      const list = fields[key];
      if (!Array.isArray(list)) fields[key] = [value];
      else if (list.length < most) list.push(value);
      else throw new BodyError("sentTwice", key);
    } else if (Object.hasOwn(fields, key)) throw new BodyError("sentTwice", key);
    else fields[key] = value;
  }
  return fields;
}
