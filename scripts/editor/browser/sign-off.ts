// Signing a review at /admin ("Sign a review"): the physician, counsel or a translator chooses a
// page, its language and the review, and is shown the fingerprint of the words as they read them
// (/admin/fingerprints.json, made by the site's review code: scripts/editor/admin-files.ts). At Save
// the words are asked for again: if they changed, nothing is recorded and the person is told why.
// Who signs is the login (under `npm run editor`, the git identity it commits with), the date New
// York's; neither is typed. The record is a file of content/reviews/signed/<language>/. In Decap
// CMS: the widget that shows the fingerprint of the words a person is about to sign, and the
// preSave handler that asks for them again, refuses when they changed, and sets who and when.
import type { ReviewKind } from "#app/reviews/review-units.ts";
import { type Language, languageNamesInEnglish } from "#app/content-loader/translated.ts";
import { practiceDate } from "#app/contact/practice-time.ts";
import type { Cms, CreateClass, H, Immutable } from "./decap.ts";

/**
 * The words a review of one page in one language signs now, as the build publishes them. Written
 * out, not inferred from admin-files.ts's `publishedFingerprints`: that module imports this one's
 * neighbours, and a type import back would close a circle.
 */
type SignableWords = {
  page: string;
  language: Language;
  title: string;
  /** Its address on the site; none for the words every page shares. */
  path?: string;
  kinds: readonly ReviewKind[];
  /** The fingerprint of its words; a translation's also of the English it was made from. */
  text: string;
  english?: string;
  englishPath?: string;
};

/** /admin/fingerprints.json, and the commit whose content it holds (none when not committed). */
export type PublishedFingerprints = { commit?: string; pages: SignableWords[] };

/** Where the editor asks for the words' fingerprints and, under `npm run editor`, who commits. */
export const fingerprintsPath = "/admin/fingerprints.json";
export const identityPath = "/admin/api/identity";

/** The name of the collection a signature is saved in, and of the field that holds the words read. */
export const signOffCollection = "signatures";
export const seenField = "seen";

/** Each review, named for the person who signs it. */
export const kindLabels: Record<ReviewKind, string> = {
  medical: "Medical review (the physician)",
  legal: "Legal review (counsel)",
  translation: "Translation review (a medical translator)",
};

/** A signature refused: its message says why, in words the person can act on. */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    // Decap shows an error as String(error): the message alone, not "Error: …".
    this.name = "";
  }
}

export type Choice = { page?: unknown; language?: unknown; kind?: unknown };

/** The words a choice of page, language and review signs, or why it cannot be signed. */
export function wordsToSign(
  published: PublishedFingerprints,
  choice: Choice,
): { words: SignableWords; kind: ReviewKind } | { refusal: string } {
  const { page, language, kind } = choice;
  if (!page || !language || !kind) {
    return {
      refusal:
        "Choose the page, its language and the review; the words you sign are then shown here.",
    };
  }
  const words = published.pages.find((each) => each.page === page && each.language === language);
  const languageName = languageNamesInEnglish[language as Language] ?? String(language);
  if (!words) return { refusal: `There is no page "${String(page)}" in ${languageName}.` };
  if (!words.kinds.includes(kind as ReviewKind)) {
    const needed = words.kinds.map((each) => kindLabels[each].toLowerCase());
    return {
      refusal: `“${words.title}” in ${languageName} needs no ${String(kind)} review${
        needed.length > 0 ? `; it needs a ${needed.join(", ")}` : ""
      }.`,
    };
  }
  return { words, kind: kind as ReviewKind };
}

/** What the editor keeps of the words as the person opened them: the choice and its fingerprints. */
export function seenValue(words: SignableWords, kind: ReviewKind): string {
  const { page, language, text, english } = words;
  return JSON.stringify({ page, language, kind, text, ...(english ? { english } : {}) });
}

function seenOf(value: unknown): Partial<Record<string, string>> | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    return JSON.parse(value) as Partial<Record<string, string>>;
  } catch {
    return undefined;
  }
}

/** The name a record gives: the login's name, else its user name. */
export const nameOf = (author: { name?: unknown; login?: unknown } | undefined) =>
  [author?.name, author?.login]
    .map((each) => (typeof each === "string" ? each.trim() : ""))
    .find(Boolean);

export const refusals = {
  changed: "The words of this page changed since you opened it: read them again, then sign.",
  notShown:
    "The words you sign are not shown yet: wait until their fingerprint appears, read the page, then sign.",
  otherChoice:
    "The words shown are those of another choice: wait until the words of the page you chose appear, read them, then sign.",
  nobody: "The editor cannot tell who you are: sign in again, then sign.",
  unreachable: "The words' fingerprints could not be loaded: check the connection",
} as const;

/**
 * The record a signature saves, from the entry as the person left it, the words as they are now,
 * who is signed in and the moment. Throws a Refusal, and nothing is saved, when the choice cannot
 * be signed, or the words were not shown or changed since.
 */
export function signedRecord(
  data: Choice & Record<string, unknown>,
  now: PublishedFingerprints,
  by: string | undefined,
  moment: Date,
): Record<string, string> {
  const found = wordsToSign(now, data);
  if ("refusal" in found) throw new Refusal(found.refusal);
  const seen = seenOf(data[seenField]);
  if (!seen) throw new Refusal(refusals.notShown);
  const { words, kind } = found;
  if (seen.page !== words.page || seen.language !== words.language || seen.kind !== kind) {
    throw new Refusal(refusals.otherChoice);
  }
  if (seen.text !== words.text || (seen.english ?? undefined) !== words.english) {
    throw new Refusal(refusals.changed);
  }
  if (!by) throw new Refusal(refusals.nobody);
  return {
    page: words.page,
    language: words.language,
    kind,
    by,
    on: practiceDate(moment),
    text: words.text,
    ...(words.english ? { english: words.english } : {}),
    ...(now.commit ? { commit: now.commit } : {}),
  };
}

/** The words' fingerprints as the site publishes them now, never from a cache. */
async function publishedNow(): Promise<PublishedFingerprints> {
  const answer = await fetch(fingerprintsPath, { cache: "no-store" });
  if (!answer.ok) throw new Error(`${fingerprintsPath}: ${answer.status}`);
  return (await answer.json()) as PublishedFingerprints;
}

/** Who is signed in: the login's name; under `npm run editor`, whom git commits as. */
async function signer(author?: { login?: string; name?: string }): Promise<string | undefined> {
  const named = nameOf(author);
  if (named) return named;
  const answer = await fetch(identityPath, { cache: "no-store" }).catch(() => undefined);
  if (answer?.status === 404) {
    // The clone has no name of its own.
    const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
    if (error) throw new Refusal(`${error}, then sign.`);
  }
  if (!answer?.ok) return undefined;
  return nameOf((await answer.json()) as { name?: string });
}

/** The last save refused, numbered: its reason stays beside the words (Decap's notice fades). */
const lastRefusal = { count: 0, message: "" };

type Widget = {
  props: {
    value?: unknown;
    onChange: (value: string) => void;
    forID: string;
    classNameWrapper: string;
    getEntry?: () => Immutable | undefined;
  };
  state: { words?: SignableWords; message: string; refused?: string };
  setState: (state: Partial<Widget["state"]>) => void;
  timer?: number;
  asked?: string;
  refusalsSeen?: number;
  look: () => void;
  again: () => void;
};

/** The control of the "signed-words" widget: what is signed, as the person reads it. */
export function signedWordsControl(h: H, createClass: CreateClass) {
  return createClass({
    getInitialState(): Widget["state"] {
      return { message: "" };
    },
    componentDidMount(this: Widget) {
      this.refusalsSeen = lastRefusal.count;
      // Decap re-renders a widget when its own value changes, not when the choice does.
      this.timer = window.setInterval(() => this.look(), 250);
      this.look();
    },
    componentWillUnmount(this: Widget) {
      window.clearInterval(this.timer);
    },
    look(this: Widget) {
      if (lastRefusal.count > (this.refusalsSeen ?? 0)) {
        this.refusalsSeen = lastRefusal.count;
        this.setState({ refused: lastRefusal.message });
      }
      const data = this.props.getEntry?.()?.get("data") as Immutable | undefined;
      const choice = Object.fromEntries(
        ["page", "language", "kind"].map((key) => [key, data?.get(key)]),
      );
      const asked = JSON.stringify(choice);
      if (asked === this.asked) return;
      const first = this.asked === undefined && !this.state.words;
      this.asked = asked;
      const by = data?.get("by");
      if (first && !this.props.value && typeof by === "string" && by !== "") {
        // A signature saved before says what was signed, until other words are asked for.
        this.setState({
          message: `Signed by ${by} on ${String(data?.get("on"))}: the words with the fingerprint ${String(data?.get("text"))}.`,
        });
        return;
      }
      this.setState({ words: undefined, message: "Reading the words' fingerprint…" });
      publishedNow().then(
        (published) => {
          if (this.asked !== asked) return;
          const found = wordsToSign(published, choice);
          if ("refusal" in found) {
            this.setState({ words: undefined, message: found.refusal });
            if (this.props.value) this.props.onChange("");
            return;
          }
          this.setState({ words: found.words, message: "" });
          this.props.onChange(seenValue(found.words, found.kind));
        },
        () => {
          this.asked = undefined;
          this.setState({
            words: undefined,
            message: `${refusals.unreachable}.`,
          });
        },
      );
    },
    again(this: Widget) {
      this.setState({ refused: undefined });
      this.asked = undefined;
      this.look();
    },
    render(this: Widget) {
      const { words, message, refused } = this.state;
      const p = (...children: unknown[]) => h("p", null, ...children);
      const link = (path: string) =>
        h("a", { href: path, target: "_blank", rel: "noopener" }, path);
      // Changed words are read again before their new fingerprint is taken.
      const again = h(
        "button",
        { type: "button", onClick: () => this.again() },
        "Show the words as they are now",
      );
      return h(
        "div",
        { id: this.props.forID, className: this.props.classNameWrapper, role: "status" },
        refused ? p(h("strong", null, `Not saved: ${refused}`)) : null,
        ...(words
          ? [
              p(
                `You sign the words of “${words.title}” (`,
                words.path ? link(words.path) : "every page",
                ") as they are now. Read them, then Save. If they change before you save, nothing is recorded.",
              ),
              words.englishPath &&
                p("Beside them, the English they translate: ", link(words.englishPath)),
              p(`Fingerprint of these words: ${words.text}`),
              words.english && p(`Fingerprint of the English they translate: ${words.english}`),
              again,
            ]
          : [p(message), message.startsWith("Signed by") ? again : null]),
      );
    },
  });
}

/** The check at Save, and a refused save's notice in the person's words. */
export function registerSignOff(
  cms: Pick<Cms, "registerEventListener" | "getLocale" | "registerLocale">,
) {
  // A refused save says why in the person's words: "Not saved: …", not "Failed to persist entry: Error: …".
  const english = cms.getLocale?.("en");
  const toast = (english?.ui as Record<string, unknown> | undefined)?.toast;
  if (english && typeof toast === "object" && toast) {
    Object.assign(toast, { onFailToPersist: "Not saved: %{details}" });
    cms.registerLocale?.("en", english);
  }
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry, author }) => {
      if (entry.get("collection") !== signOffCollection) return undefined;
      const data = entry.get("data") as Immutable;
      try {
        const [published, by] = await Promise.all([
          publishedNow().catch(() => {
            throw new Refusal(`${refusals.unreachable}, then sign again.`);
          }),
          signer(author),
        ]);
        const record = signedRecord(
          data.toJS() as Record<string, unknown>,
          published,
          by,
          new Date(),
        );
        let signed = data.delete(seenField).delete("english");
        for (const [field, value] of Object.entries(record)) signed = signed.set(field, value);
        return signed;
      } catch (error) {
        if (error instanceof Refusal) {
          lastRefusal.count += 1;
          lastRefusal.message = error.message;
        }
        throw error;
      }
    },
  });
}
