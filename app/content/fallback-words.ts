// The few English words the browser needs before, or without, a page's data:
// the 404 screen when even the root's data failed, and the 404 page's title.
// Read from content/interface/en/words.yaml like every other word; the build puts
// them into the browser's bundle as data (vite.config.ts, `contentAsData`).
import { wordsIn } from "./in-language.ts";

const { interfaceText, notFoundSeo: seo } = wordsIn("interface", "en");

export const notFoundText = interfaceText.notFound;
export const notFoundSeo = seo;
