// "Sign a review" in Decap CMS: the widget that shows the fingerprint of the
// words a person is about to sign (captured when they choose the page, its
// language and the review), and the preSave handler that asks for the words
// again, refuses when they changed, and sets who signed (the login) and when
// (New York's date). The rules are sign-off.ts's; this file only connects
// them to Decap (its widget props, its Immutable entry, its event handlers).
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

/** The parts of Decap's Immutable maps the sign-off reads and writes. */
type ImmutableMap = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => ImmutableMap;
  delete: (key: string) => ImmutableMap;
  toJS: () => Record<string, unknown>;
};

type Author = { login?: string; name?: string };

type Phrases = { [key: string]: string | Phrases };

export type SignOffCms = {
  registerWidget: (name: string, control: unknown) => void;
  getLocale?: (locale: string) => Phrases | undefined;
  registerLocale?: (locale: string, phrases: Phrases) => void;
  registerEventListener: (listener: {
    name: "preSave";
    handler: (event: { entry: ImmutableMap; author?: Author }) => Promise<ImmutableMap | undefined>;
  }) => void;
};

type Element = unknown;
export type H = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => Element;

declare global {
  interface Window {
    /** React's createElement and create-react-class, as Decap's bundle leaves them. */
    h?: H;
    createClass?: (spec: Record<string, unknown>) => unknown;
  }
}

/** The words' fingerprints as the site publishes them now, never from a cache. */
async function publishedNow(): Promise<PublishedFingerprints> {
  const answer = await fetch(fingerprintsPath, { cache: "no-store" });
  if (!answer.ok) throw new Error(`${fingerprintsPath}: ${answer.status}`);
  return (await answer.json()) as PublishedFingerprints;
}

/**
 * Who is signed in: the git host's login (its name, else its user name); on
 * a computer that runs `npm run editor` the login carries no name, and the
 * editor's server says whom git commits as.
 */
async function signer(author: Author | undefined): Promise<string | undefined> {
  const named = nameOf(author);
  if (named) return named;
  const answer = await fetch(identityPath, { cache: "no-store" }).catch(() => undefined);
  if (answer?.status === 404) {
    // On a computer that runs `npm run editor`: the clone has no name of its own.
    const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
    if (error) throw new Refusal(`${error}, then sign.`);
  }
  if (!answer?.ok) return undefined;
  return nameOf((await answer.json()) as Author);
}

type WidgetProps = {
  value?: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  getEntry?: () => ImmutableMap | undefined;
};

type WidgetState = { words?: SignableWords; message: string; refused?: string };

/**
 * The last save refused, numbered: the widget shows its reason beside the
 * words until the person takes them again, as Decap's notice fades in 8 s.
 */
const refusals = { count: 0, message: "" };

/** The control of the "signed-words" widget: what is signed, as the person reads it. */
function signedWordsControl(h: H, createClass: NonNullable<Window["createClass"]>) {
  return createClass({
    getInitialState(): WidgetState {
      return { message: "" };
    },
    componentDidMount(this: SignedWordsWidget) {
      this.refusalsSeen = refusals.count;
      // Decap re-renders a widget when its own value changes, not its
      // neighbours': the choice of page, language and review is read here.
      this.timer = window.setInterval(() => this.look(), 250);
      this.look();
    },
    componentWillUnmount(this: SignedWordsWidget) {
      window.clearInterval(this.timer);
    },
    look(this: SignedWordsWidget) {
      if (refusals.count > (this.refusalsSeen ?? 0)) {
        this.refusalsSeen = refusals.count;
        this.setState({ refused: refusals.message });
      }
      const data = this.props.getEntry?.()?.get("data") as ImmutableMap | undefined;
      const choice = {
        page: data?.get("page"),
        language: data?.get("language"),
        kind: data?.get("kind"),
      };
      const asked = JSON.stringify(choice);
      if (asked === this.asked) return;
      const first = this.asked === undefined && !this.state.words;
      this.asked = asked;
      const by = data?.get("by");
      if (first && !this.props.value && typeof by === "string" && by !== "") {
        // A signature saved before: it says what was signed, and takes no
        // words until the person asks for them or chooses another page.
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
    again(this: SignedWordsWidget) {
      this.setState({ refused: undefined });
      this.asked = undefined;
      this.look();
    },
    render(this: SignedWordsWidget) {
      const { words, message, refused } = this.state;
      const refusal = refused ? h("p", null, h("strong", null, `Not saved: ${refused}`)) : null;
      const { forID, classNameWrapper } = this.props;
      // After the words changed, the person reads them again, then asks for
      // their fingerprint anew; it is never taken again without them.
      const again = h(
        "button",
        { type: "button", onClick: () => this.again() },
        "Show the words as they are now",
      );
      if (!words) {
        return h(
          "div",
          { id: forID, className: classNameWrapper, role: "status" },
          refusal,
          h("p", null, message),
          message.startsWith("Signed by") ? again : null,
        );
      }
      const link = (path: string) =>
        h("a", { href: path, target: "_blank", rel: "noopener" }, path);
      const page = words.path ? link(words.path) : "every page";
      return h(
        "div",
        { id: forID, className: classNameWrapper, role: "status" },
        refusal,
        h(
          "p",
          null,
          `You sign the words of “${words.title}” (`,
          page,
          ") as they are now. Read them, then Save. If they change before you save, nothing is recorded.",
        ),
        words.englishPath
          ? h("p", null, "Beside them, the English they translate: ", link(words.englishPath))
          : null,
        h("p", null, `Fingerprint of these words: ${words.text}`),
        words.english
          ? h("p", null, `Fingerprint of the English they translate: ${words.english}`)
          : null,
        again,
      );
    },
  });
}

type SignedWordsWidget = {
  props: WidgetProps;
  state: WidgetState;
  setState: (state: Partial<WidgetState>) => void;
  timer?: number;
  asked?: string;
  refusalsSeen?: number;
  look: () => void;
  again: () => void;
};

/** Connects "Sign a review" to Decap: its widget and the check at Save. */
export function registerSignOff(cms: SignOffCms) {
  // A refused save says why in the person's words: "Not saved: …", not "Failed to persist entry: Error: …".
  const english = cms.getLocale?.("en");
  const ui = english?.ui;
  const toast = typeof ui === "object" ? ui.toast : undefined;
  if (english && typeof ui === "object" && typeof toast === "object") {
    cms.registerLocale?.("en", {
      ...english,
      ui: { ...ui, toast: { ...toast, onFailToPersist: "Not saved: %{details}" } },
    });
  }
  const { h, createClass } = window;
  if (h && createClass) cms.registerWidget("signed-words", signedWordsControl(h, createClass));
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry, author }) => {
      if (entry.get("collection") !== signOffCollection) return undefined;
      const data = entry.get("data") as ImmutableMap;
      let record: Record<string, string>;
      try {
        const [published, by] = await Promise.all([
          publishedNow().catch(() => {
            throw new Refusal(
              "The words' fingerprints could not be loaded: check the connection, then sign again.",
            );
          }),
          signer(author),
        ]);
        record = signedRecord(data.toJS(), published, by, new Date());
      } catch (error) {
        if (error instanceof Refusal) {
          refusals.count += 1;
          refusals.message = error.message;
        }
        throw error;
      }
      let signed = data.delete(seenField).delete("english");
      for (const [field, value] of Object.entries(record)) signed = signed.set(field, value);
      return signed;
    },
  });
}
