// "Choose a photo" in the editor at /admin, beside each photo's alt text (cms-config.ts gives it
// the photo's key, its least size and the build's extensions): a photo the build would refuse (a
// phone's HEIC, another format, too few pixels) is refused in words; one it takes is added to the
// draft as content/photos/<key>.<ext>, the name the build reads (app/content-loader/photos.ts).
// The widget writes no value into the words file.
import type { CreateClass, H, Immutable } from "./decap.ts";

/** What the editor's configuration tells the widget about its photo. */
export type PhotoSpec = {
  photo: string;
  minimum: readonly [number, number];
  extensions: readonly string[];
};

/** "2,160 × 1,440 px". */
const pixels = ([width, height]: readonly [number, number]) =>
  `${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} px`;

/** The name the build reads a file under, or why it would refuse it; `size` undefined: no picture. */
export function photoUpload(
  spec: PhotoSpec,
  fileName: string,
  size: readonly [number, number] | undefined,
): { name: string; size: readonly [number, number] } | { refusal: string } {
  const extension = /\.[^.]+$/.exec(fileName)?.[0].toLowerCase() ?? "";
  const accepted = spec.extensions.join(", ");
  if (extension === ".heic" || extension === ".heif") {
    return {
      refusal: `${fileName} is a phone's HEIC photo, which the site cannot use: choose it as a JPEG (on an iPhone, Settings → Camera → Formats → Most Compatible; on a Mac, Preview → File → Export).`,
    };
  }
  if (!spec.extensions.includes(extension)) {
    return { refusal: `${fileName} is not a photo the site can use: choose a ${accepted} file.` };
  }
  if (!size) return { refusal: `${fileName} could not be read as a photo: choose another file.` };
  const [width, height] = spec.minimum;
  if (size[0] < width || size[1] < height) {
    return {
      refusal: `${fileName} is ${pixels(size)}; the ${spec.photo} needs at least ${pixels(spec.minimum)}.`,
    };
  }
  return { name: `${spec.photo}${extension}`, size };
}

type PhotoWidget = {
  props: {
    field: Immutable;
    forID: string;
    classNameWrapper: string;
    onPersistMedia: (file: File, options: { field: Immutable }) => Promise<unknown>;
  };
  state: { message: string };
  setState: (state: { message: string }) => void;
  choose: (file: File | undefined) => Promise<void>;
};

const specOf = (field: Immutable) => field.toJS() as PhotoSpec;

/** The control of the "site-photo" widget: a file to choose, and what became of it. */
export function photoControl(h: H, createClass: CreateClass) {
  return createClass({
    getInitialState() {
      return { message: "" };
    },
    async choose(this: PhotoWidget, file: File | undefined) {
      if (!file) return;
      const spec = specOf(this.props.field);
      const size = await createImageBitmap(file).then(
        (bitmap) => {
          const shown = [bitmap.width, bitmap.height] as const;
          bitmap.close();
          return shown;
        },
        () => undefined,
      );
      const upload = photoUpload(spec, file.name, size);
      if ("refusal" in upload) {
        this.setState({ message: `Not added: ${upload.refusal}` });
        return;
      }
      await this.props.onPersistMedia(new File([file], upload.name, { type: file.type }), {
        field: this.props.field,
      });
      this.setState({
        message: `Added as content/photos/${upload.name} (${pixels(upload.size)}); Save puts it in the draft. Describe it in the alt text, in every language.`,
      });
    },
    render(this: PhotoWidget) {
      const { forID, classNameWrapper, field } = this.props;
      const spec = specOf(field);
      return h(
        "div",
        { className: classNameWrapper },
        h("input", {
          id: forID,
          type: "file",
          accept: spec.extensions.join(","),
          onChange: (event: { target: HTMLInputElement }) =>
            void this.choose(event.target.files?.[0]),
        }),
        h("p", { role: "status" }, this.state.message),
      );
    },
  });
}
