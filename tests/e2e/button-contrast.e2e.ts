// Every button, and every link drawn as a button, stays readable when a
// visitor points at it or reaches it with the keyboard: its text meets WCAG AA
// contrast (1.4.3) against whatever is painted behind it, and its focus ring
// stands out from the background around it (1.4.11), on each page type, on a
// phone and on a desktop.
import type { Page } from "@playwright/test";
import { desktop, expect, phone, test } from "./fixtures.ts";

const pages = {
  home: "/",
  condition: "/conditions/migraine",
  treatment: "/treatments/botox",
  patients: "/patients",
  locations: "/locations",
  contact: "/contact",
  "404": "/no-such-page",
};

type Measurement = {
  name: string;
  /** The lowest ratio of the text over each colour that can be behind it. */
  text: { ratio: number; color: string; background: string; large: boolean };
  /** The focus ring against the background just outside the element. */
  ring: { ratio: number; color: string; background: string } | null;
};

type Visit = {
  /** The index of the button (its `data-contrast-check` value) to look at. */
  index: number;
  /** The state the button must be in: the test fails when it is not. */
  state?: { hovered?: true; focused?: true };
  /** Whether to measure its colours, after the transitions the state started. */
  measure?: boolean;
  /** Whether to focus it afterwards (the keyboard then Tabs away and back). */
  focus?: boolean;
  /** Whether to drop the focus afterwards. */
  blur?: boolean;
  /** A button to point at next: scrolled into view if it is not, its middle returned. */
  aim?: number;
};

type Visited = {
  measured?: Measurement;
  /** Why the button is not in the state the visit expected. */
  problem?: string;
  /** The middle of the button aimed at, in the viewport, for the mouse. */
  point?: { x: number; y: number };
};

/**
 * Runs in the page, one call for what would otherwise take a round trip each:
 * checks the button's state (pointed at: the browser's own `:hover`, which a
 * button under another element never gets; reached by the keyboard:
 * `:focus-visible`), waits for the colour transitions to finish, measures,
 * and readies the next step.
 */
async function visit({ index, state, measure: wanted, focus, blur, aim }: Visit): Promise<Visited> {
  const buttonAt = (at: number) => {
    const element = document.querySelector(`[data-contrast-check="${at}"]`);
    if (!(element instanceof HTMLElement)) throw new Error(`no button ${at}`);
    return element;
  };
  const element = buttonAt(index);
  const result: Visited = {};
  if (state) {
    const problems: string[] = [];
    if (state.hovered && !element.matches(":hover")) problems.push("the pointer is not on it");
    if (state.focused && !(element === document.activeElement && element.matches(":focus-visible")))
      problems.push("Tab did not land on it with a visible focus");
    if (problems.length > 0) return { problem: problems.join("; ") };
  }
  if (wanted) {
    // The colour transitions the state change started run out first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    );
    result.measured = measureColours(element);
  }
  if (focus) element.focus();
  if (blur) (document.activeElement as HTMLElement | null)?.blur();
  if (aim !== undefined) {
    const target = buttonAt(aim);
    const before = target.getBoundingClientRect();
    if (
      before.top < 0 ||
      before.left < 0 ||
      before.bottom > window.innerHeight ||
      before.right > window.innerWidth
    ) {
      target.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    }
    const box = target.getBoundingClientRect();
    result.point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return result;

  /**
   * Runs in the page. Colours go through a 1×1 canvas, so the browser converts
   * whatever syntax it computed (rgb, oklch, color-mix results) and composites
   * translucent layers itself. A gradient counts as each of its colour stops.
   */
  function measureColours(element: Element): Measurement {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2D canvas");
    const paint = (layers: string[]): [number, number, number] => {
      context.globalCompositeOperation = "copy";
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, 1, 1);
      context.globalCompositeOperation = "source-over";
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = ([r, g, b]: [number, number, number]) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: [number, number, number], b: [number, number, number]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const css = ([r, g, b]: [number, number, number]) => `rgb(${r}, ${g}, ${b})`;

    /** Every stack of colours, page first, that can lie behind `from`'s content. */
    const backdrops = (from: Element | null): string[][] => {
      const chain: Element[] = [];
      for (let node = from; node; node = node.parentElement) chain.unshift(node);
      let stacks: string[][] = [[]];
      for (const node of chain) {
        const style = getComputedStyle(node);
        stacks = stacks.map((stack) => [...stack, style.backgroundColor]);
        if (style.backgroundImage !== "none") {
          if (/url\(/.test(style.backgroundImage)) {
            throw new Error(`cannot judge text over an image (${style.backgroundImage})`);
          }
          const stops =
            style.backgroundImage.match(
              /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/g,
            ) ?? [];
          stacks = stacks.flatMap((stack) => stops.map((stop) => [...stack, stop]));
        }
      }
      return stacks;
    };

    const style = getComputedStyle(element);
    const fontSize = parseFloat(style.fontSize);
    const large = fontSize >= 24 || (fontSize >= 18.66 && Number(style.fontWeight) >= 700);
    let text = { ratio: Infinity, color: "", background: "", large };
    for (const stack of backdrops(element)) {
      const background = paint(stack);
      const color = paint([...stack, style.color]);
      const ratio = contrast(color, background);
      if (ratio < text.ratio)
        text = { ratio, color: css(color), background: css(background), large };
    }

    let ring: Measurement["ring"] = null;
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) {
      ring = { ratio: Infinity, color: "", background: "" };
      for (const stack of backdrops(element.parentElement)) {
        const background = paint(stack);
        const color = paint([...stack, style.outlineColor]);
        const ratio = contrast(color, background);
        if (ratio < ring.ratio) ring = { ratio, color: css(color), background: css(background) };
      }
    }

    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim();
    return { name, text, ring };
  }
}

/** Buttons, and links styled as buttons, that a visitor can see: marked with their index. */
async function buttonsOf(page: Page): Promise<number> {
  const found = [
    page.getByRole("button"),
    page.getByRole("link").and(page.locator('[data-slot="button"]')),
    // The header's call and booking links are drawn as buttons too.
    page.getByRole("banner").getByRole("link", { name: /^(Call |Book Consultation$)/ }),
  ];
  for (const locator of found) {
    await locator.evaluateAll((elements) => {
      for (const element of elements) element.setAttribute("data-contrast-check", "");
    });
  }
  // Visible as Playwright's isVisible judges it: styled visible, with a box.
  return page.evaluate(() => {
    let count = 0;
    for (const element of document.querySelectorAll("[data-contrast-check]")) {
      const box = element.getBoundingClientRect();
      const visible =
        element.checkVisibility() &&
        getComputedStyle(element).visibility === "visible" &&
        box.width > 0 &&
        box.height > 0;
      if (visible) element.setAttribute("data-contrast-check", String(count++));
      else element.removeAttribute("data-contrast-check");
    }
    return count;
  });
}

for (const [pageName, path] of Object.entries(pages)) {
  for (const [viewportName, viewport] of [
    ["a phone", phone],
    ["a desktop", desktop],
  ] as const) {
    test.describe(`buttons on the ${pageName} page`, () => {
      // A visitor who asks for less motion gets each state's colours at once
      // (app.css): the same colours, without waiting out each transition.
      test.use({ viewport, reducedMotion: "reduce" });

      test(`are readable when hovered and focused on ${viewportName}`, async ({ page }) => {
        await page.goto(path);
        const count = await buttonsOf(page);
        expect(count).toBeGreaterThan(0);

        const failures: string[] = [];
        const judge = (state: string, measured: Measurement | undefined) => {
          if (!measured) throw new Error(`${path} on ${viewportName}: nothing measured ${state}`);
          const { name, text, ring } = measured;
          const needed = text.large ? 3 : 4.5;
          if (text.ratio < needed) {
            failures.push(
              `${path} on ${viewportName}, "${name}" ${state}: text ${text.ratio.toFixed(2)}:1 ` +
                `(${text.color} on ${text.background}), needs ${needed}:1`,
            );
          }
          if (state !== "hovered" && (!ring || ring.ratio < 3)) {
            failures.push(
              `${path} on ${viewportName}, "${name}" ${state}: focus ring ` +
                (ring
                  ? `${ring.ratio.toFixed(2)}:1 (${ring.color} on ${ring.background}), needs 3:1`
                  : "missing"),
            );
          }
        };
        /** One visit in the page; a button not in the state asked for fails the test. */
        const step = async (asked: Visit) => {
          const visited = await page.evaluate(visit, asked);
          if (visited.problem) {
            throw new Error(
              `${path} on ${viewportName}, button ${asked.index}: ${visited.problem}`,
            );
          }
          return visited;
        };
        const pointAt = async (point: Visited["point"]) => {
          if (!point) throw new Error(`${path} on ${viewportName}: no button aimed at`);
          await page.mouse.move(point.x, point.y);
        };

        // Each button is pointed at, then reached by the keyboard and pointed
        // at, then left focused with the pointer away: the mouse moves to the
        // button's middle, and the page confirms it is hovered (so a covered
        // button fails) and focused by Tab with a visible focus.
        await page.mouse.move(0, 0);
        let { point } = await step({ index: 0, blur: true, aim: 0 });
        for (let index = 0; index < count; index++) {
          await pointAt(point);
          const hovered = await step({
            index,
            state: { hovered: true },
            measure: true,
            focus: true,
          });
          judge("hovered", hovered.measured);

          // Focus as the keyboard gives it: Tab onto the button from the one before it.
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Tab");
          ({ point } = await step({ index, state: { focused: true }, aim: index }));
          await pointAt(point);
          const both = await step({
            index,
            state: { hovered: true, focused: true },
            measure: true,
          });
          judge("hovered and focused", both.measured);

          await page.mouse.move(0, 0);
          const next = index + 1 < count ? index + 1 : undefined;
          const focused = await step({
            index,
            state: { focused: true },
            measure: true,
            blur: true,
            aim: next,
          });
          judge("focused", focused.measured);
          point = focused.point;
        }
        expect(failures).toEqual([]);
      });
    });
  }
}
