// The typeface of headings and the practice's name: Inter Bold, served by the
// site from two files cut to the characters headings use (scripts/heading-font.ts).
// Each covers one script (its unicode-range in app/app.css), so a page
// downloads only what its words need; a page preloads the files of its first
// screen: its headline and the practice's name in the header, which is Latin
// in every language. Chinese pages use the phone's own font: they preload
// nothing and download no font.
import interCyrillic from "#app/fonts/inter-bold-cyrillic.woff2?url";
import interLatin from "#app/fonts/inter-bold-latin.woff2?url";

/** The font files a page in this language preloads for its first screen. */
export function headingFontPreloads(language: string): string[] {
  if (language === "ru") return [interCyrillic, interLatin];
  if (language === "zh") return [];
  return [interLatin];
}
