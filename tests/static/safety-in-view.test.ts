// Nothing that can save a life is folded: on every built page, in every
// language, no 911 sign, same-day sign, 988 line or contraindication sits
// inside a closed <details> or any other hidden element. The signs and the
// contraindications are read from the content, so a new sign or a new "not
// for" line is held without a new test. What counts as safety text is
// `safetyTexts` (app/content-loader/safety.ts): the one list the pages' folds obey
// too. Each page must also show, in view, the signs its kind of page carries.
import { describe, expect, it } from "vitest";
import { contentIn } from "#app/content-loader/in-language.ts";
import { pageSafety, siteSafety } from "#app/content-loader/safety.ts";
import { builtPages, squeezed } from "./built-site.ts";

/** Why an element cannot be seen at some width, or undefined if nothing hides it. */
export function hiddenBy(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    if (tag === "details" && !node.hasAttribute("open")) {
      // The summary of a closed <details> is in view; the rest is not.
      const summary = node.querySelector(":scope > summary");
      if (!summary?.contains(element)) return "a closed <details>";
    }
    if (node.hasAttribute("hidden")) return "an element with the hidden attribute";
    if (node.getAttribute("aria-hidden") === "true") return "an element hidden from screen readers";
    if (tag === "template" || tag === "noscript") return `a <${tag}>`;
    const hiding = (node.getAttribute("class") ?? "")
      .split(/\s+/)
      .find(
        (token) =>
          /(^|:)(hidden|sr-only|invisible|collapse)$/.test(token) && !token.includes("group-open"),
      );
    if (hiding) return `an element of class "${hiding}"`;
  }
  return undefined;
}

/** The innermost elements whose text holds `text`, spaces squeezed. */
function holders(body: HTMLElement, text: string): Element[] {
  const wanted = squeezed(text);
  const found: Element[] = [];
  const visit = (element: Element) => {
    if (!squeezed(element.textContent).includes(wanted)) return false;
    const inner = [...element.children].map(visit).some(Boolean);
    if (!inner) found.push(element);
    return true;
  };
  visit(body);
  return found;
}

// Every page of the list, each language's 404 page among them.
const pages = builtPages().map((built) => [built.page.path, built] as const);

describe("safety text stays in view, on every page, in every language", () => {
  it.each(pages)(
    "%s hides no 911 sign, same-day sign, 988 line or contraindication",
    (_, built) => {
      const { language } = built.page;
      const body = built.document.body;
      const problems: string[] = [];
      for (const text of siteSafety(contentIn(language))) {
        for (const element of holders(body, text)) {
          const why = hiddenBy(element);
          if (why) problems.push(`"${squeezed(text).slice(0, 70)}…" is inside ${why}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(pages)("%s shows every safety line its page carries", (_, built) => {
    const content = contentIn(built.page.language);
    const missing = pageSafety(content, built.page.key)
      .filter((text) => holders(built.document.body, text).length === 0)
      .map((text) => squeezed(text).slice(0, 70));
    expect(missing).toEqual([]);
  });
});
