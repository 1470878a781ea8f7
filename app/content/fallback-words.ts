// The few English words a page needs without the root's data: the 404 screen
// when even the root's loader failed, and the 404 page's title and description.
// Read from content/interface/en/words.yaml like every other word, at build
// time: no page hydrates (docs/decisions/017), so none reach the browser as code.
import { wordsIn } from "./in-language.ts";

const { interfaceText, notFoundSeo: seo } = wordsIn("interface", "en");

export const notFoundText = interfaceText.notFound;
export const notFoundSeo = seo;
