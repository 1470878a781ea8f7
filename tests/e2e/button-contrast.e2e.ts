// Every button, and every link drawn as a button, stays readable when a
// visitor points at it or reaches it with the keyboard: its text meets WCAG AA
// contrast (1.4.3) against whatever is painted behind it, and its focus ring
// stands out from the background around it (1.4.11), on each page type, on a
// phone and on a desktop.
import type { Locator, Page } from "@playwright/test";
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

/**
 * Runs in the page. Colours go through a 1×1 canvas, so the browser converts
 * whatever syntax it computed (rgb, oklch, color-mix results) and composites
 * translucent layers itself. A gradient counts as each of its colour stops.
 */
function measure(element: Element): Measurement {
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
          style.backgroundImage.match(/(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/g) ??
          [];
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
    if (ratio < text.ratio) text = { ratio, color: css(color), background: css(background), large };
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

/** Waits for the colour transitions a state change started to finish. */
async function settle(target: Locator) {
  await target.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    );
  });
}

/** Focus as the keyboard gives it: Tab onto the element from the one before it. */
async function keyboardFocus(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const focused = await target.evaluate(
    (element) => element === document.activeElement && element.matches(":focus-visible"),
  );
  if (!focused) throw new Error("Tab did not land on the element with a visible focus");
}

/** Buttons, and links styled as buttons, that a visitor can see. */
async function buttonsOf(page: Page): Promise<Locator[]> {
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
  const all = page.locator("[data-contrast-check]");
  const visible: Locator[] = [];
  for (let index = 0; index < (await all.count()); index++) {
    if (await all.nth(index).isVisible()) visible.push(all.nth(index));
  }
  return visible;
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
        const buttons = await buttonsOf(page);
        expect(buttons.length).toBeGreaterThan(0);

        const failures: string[] = [];
        const judge = (state: string, measured: Measurement) => {
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

        for (const button of buttons) {
          await page.mouse.move(0, 0);
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await button.hover();
          await settle(button);
          judge("hovered", await button.evaluate(measure));

          await keyboardFocus(page, button);
          await button.hover();
          await settle(button);
          judge("hovered and focused", await button.evaluate(measure));

          await page.mouse.move(0, 0);
          await settle(button);
          judge("focused", await button.evaluate(measure));
        }
        expect(failures).toEqual([]);
      });
    });
  }
}
