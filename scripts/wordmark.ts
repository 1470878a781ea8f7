// `node scripts/wordmark.ts`: the practice's name as the header's wordmark, two
// lines of Inter Bold drawn as one SVG path into app/design/wordmark.ts. Drawn,
// the name looks the same on every page (Chinese pages too, in the phone's own
// font) and on the first visit (a typed name waits for its font file). Run it
// after the name changes: logo-mark.test.tsx fails while the drawing differs.
// Inter's SIL Open Font License 1.1 (in @fontsource/inter) allows drawing its
// letters into a logo.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import satori from "satori";
import { practice } from "#app/content-loader/practice.ts";
import { interLatin } from "./card-fonts.ts";
import { h } from "./seo-assets.ts";

/** The letters' size and the lines' height, in the drawing's units. */
const [fontSize, lineHeight] = [20, 23];

/** The name in two lines as even as its words allow: "Brooklyn Migraine" / "& Headache Center". */
export function twoLines(name: string): [string, string] {
  const words = name.split(" ");
  let best: [string, string] = [name, ""];
  let widest = Infinity;
  for (let at = 1; at < words.length; at += 1) {
    const lines: [string, string] = [words.slice(0, at).join(" "), words.slice(at).join(" ")];
    const width = Math.max(lines[0].length, lines[1].length);
    if (width < widest) [best, widest] = [lines, width];
  }
  return best;
}

const tenth = (value: number) => Math.round(value * 10) / 10;
const number = (value: number) =>
  (Object.is(tenth(value), -0) ? 0 : tenth(value)).toString().replace(/^(-?)0\./, "$1.");

/**
 * Satori's path (absolute M, L, Q, C and Z) made short: relative moves,
 * one decimal, and no line that goes nowhere.
 */
export function compactPath(d: string): string {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let out = "";
  // The point reached; where the subpath began, as written (a z returns there); and the point
  // reached as written, rounded, so that rounding never drifts.
  let [x, y, startX, startY, writtenX, writtenY] = [0, 0, 0, 0, 0, 0];
  const rel = (ax: number, ay: number) => ({ dx: tenth(ax - writtenX), dy: tenth(ay - writtenY) });
  let index = 0;
  const next = () => Number(tokens[index++]);
  while (index < tokens.length) {
    const command = tokens[index++] ?? "";
    if (command === "Z") {
      out += "z";
      [x, y, writtenX, writtenY] = [startX, startY, startX, startY];
      continue;
    }
    const count = { M: 1, L: 1, Q: 2, C: 3 }[command as "M" | "L" | "Q" | "C"];
    const points = Array.from({ length: count }, () => [next(), next()] as const);
    const [endX, endY] = points[count - 1] ?? [x, y];
    if (command === "L" && Math.abs(endX - x) < 0.05 && Math.abs(endY - y) < 0.05) continue;
    const parts = points.map(([px, py]) => {
      const { dx, dy } = rel(px, py);
      return `${number(dx)}${dy < 0 ? "" : " "}${number(dy)}`;
    });
    const step = rel(endX, endY);
    if (command === "L" && step.dy === 0) out += `h${number(step.dx)}`;
    else if (command === "L" && step.dx === 0) out += `v${number(step.dy)}`;
    else out += command.toLowerCase() + parts.join(" ").replace(/ -/g, "-");
    [x, y] = [endX, endY];
    [writtenX, writtenY] = [tenth(writtenX + step.dx), tenth(writtenY + step.dy)];
    if (command === "M") [startX, startY] = [writtenX, writtenY];
  }
  return out;
}

export async function drawWordmark(name: string) {
  const font = await interLatin(700);
  const lines = twoLines(name);
  const width = 240;
  const height = lineHeight * 2;
  const svg = await satori(
    h(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        fontFamily: "Inter",
        fontWeight: 700,
        fontSize,
        lineHeight: `${lineHeight}px`,
        letterSpacing: -0.2,
      },
      lines.map((line) => h("div", {}, line)),
    ) as never,
    { width, height, fonts: [{ name: "Inter", data: font, weight: 700, style: "normal" }] },
  );
  const paths = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1] ?? "");
  const d = compactPath(paths.join(""));
  // The drawing's width: as far right as its letters reach.
  const xs = [...paths.join("").matchAll(/[MLQC]\s*([\d.]+)/g)].map((m) => Number(m[1]));
  const right = Math.ceil(Math.max(...xs) + 0.5);
  return { name, lines, viewBox: `0 0 ${right} ${height}`, d };
}

if (import.meta.main) {
  const drawing = await drawWordmark(practice().name);
  const file = path.resolve(import.meta.dirname, "../app/design/wordmark.ts");
  await writeFile(
    file,
    `// The practice's name as the header's wordmark: two lines of Inter Bold drawn
// as one path, made by scripts/wordmark.ts from the name in the practice's
// facts. Do not edit by hand; run \`node scripts/wordmark.ts\`.

export const wordmark = {
  name: ${JSON.stringify(drawing.name)},
  lines: [${drawing.lines.map((line) => JSON.stringify(line)).join(", ")}],
  viewBox: ${JSON.stringify(drawing.viewBox)},
  d: ${JSON.stringify(drawing.d)},
} as const;
`,
  );
  console.log(`${path.relative(process.cwd(), file)}: ${drawing.d.length} characters`);
}
