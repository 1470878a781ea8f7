// The editor's lists: Decap CMS's list widget, but a collapsed row reads as words ("Monday–Thursday",
// not JSON), each row's buttons are named after it, a translation's column neither adds, removes
// nor moves items (they are the English's, word-fields.ts) and shows only the fields it translates
// (cms-config.ts's `i18n`), and a list the words take whole from the practice's facts
// ("{practiceInsurancePlans}") is a note saying where it is changed.
import type { Cms, H, Immutable } from "./decap.ts";

/** How a list of choices reads: neighbouring options "first–last", as the site writes days; others "a, b". */
export function choicesInWords(chosen: readonly string[], options: readonly string[]): string {
  const at = chosen.map((choice) => options.indexOf(choice));
  const neighbours = at.every(
    (index, i) => index >= 0 && (i === 0 || index === (at[i - 1] ?? -2) + 1),
  );
  if (chosen.length > 1 && neighbours) return `${chosen[0]}–${chosen.at(-1)}`;
  return chosen.join(", ");
}

/** "{practiceInsurancePlans}": the whole value is one placeholder. */
export const listPlaceholder = /^\{[A-Za-z0-9]+\}$/;

/** The note shown in place of a list the words take from the practice's facts. */
export function placeholderNote(value: string): string {
  return `Filled in from the practice's facts (${value}): the list is changed there, under "The practice's facts", and reads the same in every language.`;
}

type ListProps = { field: Immutable; value?: unknown; forID?: string; locale?: string };

/**
 * A list's field in a translation's column: no adding, removing or moving, at any depth; the
 * fields it does not translate (Decap's `i18n` is "translate" once read) hidden.
 */
export function inTranslation(field: Immutable): Immutable {
  let shown = field;
  if (shown.get("widget") === "list") {
    for (const allow of ["allow_add", "allow_remove", "allow_reorder"]) {
      shown = shown.set(allow, false);
    }
  }
  const item = shown.get("field") as Immutable | undefined;
  if (item) shown = shown.set("field", inTranslation(item));
  const fields = shown.get("fields") as
    { map: (change: typeof inTranslation) => unknown } | undefined;
  if (!fields) return shown;
  const translated = (each: Immutable) => each.get("i18n") === "translate";
  shown = shown.set(
    "fields",
    fields.map((each) => (translated(each) ? inTranslation(each) : each.set("widget", "hidden"))),
  );
  return shown;
}

type Subfield = { name: string; widget: string; multiple?: boolean; options?: string[] };
const subfieldsOf = (list: Immutable) =>
  ((list.get("fields") as Immutable | undefined)?.toJS() ?? []) as Subfield[];

/**
 * A row's name where its summary names no field it shows with a value (a translation's partner
 * keeps the English's name): the first field it shows that holds words.
 */
export function rowName(item: Immutable, field: Immutable): string | undefined {
  const subfields = subfieldsOf(field);
  const shown = (name: string) =>
    subfields.some((each) => each.name === name && each.widget !== "hidden");
  const held = (name: string) => (shown(name) ? item.get(name) : undefined);
  const summary = String(field.get("summary") ?? "");
  const named = [...summary.matchAll(/\{\{fields\.(\w+)/g)].map(([, name = ""]) => name);
  if (
    named.length === 0 ||
    named.some((name) => ![undefined, null, ""].includes(held(name) as never))
  ) {
    return undefined;
  }
  return subfields
    .map((each) => held(each.name))
    .find((value): value is string => typeof value === "string" && value.trim() !== "");
}

/** The language of the site's English, the column whose lists are edited whole. */
const english = "en";
interface ListInstance {
  props: ListProps;
  render(): unknown;
  objectLabel(item: Immutable): unknown;
}

/** The row with each list of choices written out, for the summary. */
function readableRow(item: Immutable, list: Immutable): Immutable {
  let row = item;
  for (const field of subfieldsOf(list)) {
    if (field.widget !== "select" || !field.multiple) continue;
    const chosen = item.get(field.name) as Immutable | undefined;
    const list = chosen?.toJS();
    if (Array.isArray(list))
      row = row.set(field.name, choicesInWords(list.map(String), field.options ?? []));
  }
  return row;
}

/**
 * Names each row's buttons, which Decap draws as icons with no name, after its summary: the first
 * opens or closes it ("Monday–Thursday, 09:00–17:00"), the handle moves it ("Move …"), the last
 * removes it ("Remove …").
 */
export function nameRowButtons(root: ParentNode) {
  for (const bar of root.querySelectorAll('[class*="ListItemTopBar"]')) {
    const summary = bar.nextElementSibling?.textContent?.trim();
    if (!summary) continue;
    const [open, ...others] = bar.querySelectorAll(":scope > button");
    const remove = others.at(-1);
    open?.setAttribute("aria-label", summary);
    bar.querySelector(':scope > [role="button"]')?.setAttribute("aria-label", `Move ${summary}`);
    remove?.setAttribute("aria-label", `Remove ${summary}`);
  }
}

/**
 * A choice list's own text box (react-select) hidden with its field in a translation's column,
 * where a screen reader found a second "Days".
 */
export const hiddenChoicesStyle =
  'div:has(> input[role="combobox"]) { visibility: inherit !important; }';

/** Registers the site's list in place of Decap's own, keeping its preview and schema. */
export function registerSiteList(cms: Cms, h: H) {
  const list = cms.getWidget("list");
  if (!list) return;
  const Base = list.control as new (props: ListProps) => ListInstance;
  // Each list's props as its column shows it: Decap hands a control its column's language
  // (`locale`; none in a list's item, whose list was shown already) at each render.
  const shown = new WeakMap<object, ListProps>();
  class SiteList extends Base {
    override get props(): ListProps {
      return shown.get(this) as ListProps;
    }
    override set props(props: ListProps) {
      const translation = props.locale !== undefined && props.locale !== english;
      shown.set(this, translation ? { ...props, field: inTranslation(props.field) } : props);
    }

    override objectLabel(item: Immutable) {
      const { field } = this.props;
      const isMap = typeof item?.get === "function" && typeof item.set === "function";
      if (!isMap || !field.get("fields")) return super.objectLabel(item);
      return rowName(item, field) ?? super.objectLabel(readableRow(item, field));
    }

    override render() {
      const { value, forID } = this.props;
      if (typeof value === "string" && listPlaceholder.test(value)) {
        return h("p", { id: forID, style: { margin: "12px 16px" } }, placeholderNote(value));
      }
      // The rows' buttons are named once React has drawn them.
      const named = (element: Element | null) => {
        if (element) nameRowButtons(element);
      };
      return h("div", { ref: named, style: { display: "contents" } }, super.render());
    }
  }
  cms.registerWidget({
    name: "list",
    controlComponent: SiteList,
    previewComponent: list.preview,
    schema: list.schema,
    globalStyles: list.globalStyles,
    allowMapValue: list.allowMapValue,
  });
}
