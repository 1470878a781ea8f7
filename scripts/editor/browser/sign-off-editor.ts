// "Sign a review" in Decap CMS, by sign-off.ts's rules: the widget that shows the fingerprint of
// the words a person is about to sign, and the preSave handler that asks for them again, refuses
// when they changed, and sets who signed (the login) and when (New York's date).
import type { Cms, CreateClass, H, Immutable } from "./decap.ts";
import {
  type PublishedFingerprints,
  Refusal,
  type SignableWords,
  fingerprintsPath,
  identityPath,
  nameOf,
  seenField,
  seenValue,
  signOffCollection,
  signedRecord,
  wordsToSign,
} from "./sign-off.ts";

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
const refusals = { count: 0, message: "" };

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
      this.refusalsSeen = refusals.count;
      // Decap re-renders a widget when its own value changes, not when the choice does.
      this.timer = window.setInterval(() => this.look(), 250);
      this.look();
    },
    componentWillUnmount(this: Widget) {
      window.clearInterval(this.timer);
    },
    look(this: Widget) {
      if (refusals.count > (this.refusalsSeen ?? 0)) {
        this.refusalsSeen = refusals.count;
        this.setState({ refused: refusals.message });
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
            message: "The words' fingerprints could not be loaded: check the connection.",
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
            throw new Refusal(
              "The words' fingerprints could not be loaded: check the connection, then sign again.",
            );
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
          refusals.count += 1;
          refusals.message = error.message;
        }
        throw error;
      }
    },
  });
}
