// `npm run build`'s last step, after postbuild: the headache diary's PDFs
// (app/routes/diary.tsx), one per language and paper size, beside the page
// (build/client/ru/patients/diary/diary-a4.pdf). Each is the built page itself
// printed by Chromium's headless shell, so the page and its PDF are one
// rendering. The browser is given build/client's files as they are asked for
// (a request is answered from its file), so no server or port is needed.
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { diaryPdfPath, diaryPdfs, languagePath, toolPages } from "#app/content-loader/site-map.ts";
import { languages } from "#app/content-loader/translated.ts";
import { chromiumFlags, headlessShellPath } from "./chromium.ts";

/** A name the browser never looks up: every request to it is answered from build/client. */
const origin = "http://diary.localhost";

if (import.meta.main) {
  if (!existsSync(headlessShellPath)) {
    console.error(
      `The diary's PDFs need Chromium's headless shell, not found at ${headlessShellPath}: apt-get install -y chromium-headless-shell, or set HEADLESS_SHELL_PATH.`,
    );
    process.exit(1);
  }
  const clientDir = path.resolve(import.meta.dirname, "../build/client");
  const browser = await chromium.launch({ executablePath: headlessShellPath, args: chromiumFlags });
  let written = 0;
  try {
    const page = await browser.newPage();
    await page.route(`${origin}/**`, (route) => {
      const file = path.join(
        clientDir,
        decodeURIComponent(new URL(route.request().url()).pathname),
      );
      return route.fulfill({ path: path.extname(file) ? file : path.join(file, "index.html") });
    });
    for (const language of languages) {
      await page.goto(`${origin}${languagePath(language, toolPages.diary.path)}`);
      await page.evaluate(() => document.fonts.ready);
      for (const size of Object.keys(diaryPdfs) as (keyof typeof diaryPdfs)[]) {
        await page.pdf({ path: path.join(clientDir, diaryPdfPath(language, size)), format: size });
        written++;
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`diary-pdfs: ${written} PDFs of the headache diary`);
}
