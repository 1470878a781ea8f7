// The typeface of headings and the practice's name: Inter Bold, served by the
// site from two files cut to the characters headings use (scripts/heading-font.ts).
// Each covers one script (its unicode-range in app/app.css), so a page
// downloads only what its words need; a page preloads the file its headline
// is set in. The practice's name in the header is set in the heading face on
// English and Spanish pages only (site-header.tsx), so a Russian page needs
// the Cyrillic file alone, and the Latin one only where a heading has a Latin
// word. Chinese pages use the phone's own font: they preload nothing and
// download no font.
import interCyrillic from "#app/fonts/inter-bold-cyrillic.woff2?url";
import interLatin from "#app/fonts/inter-bold-latin.woff2?url";

export const headingFontFiles = { latin: interLatin, cyrillic: interCyrillic } as const;

/** The font files a page in this language preloads for its first screen. */
export function headingFontPreloads(language: string): string[] {
  if (language === "ru") return [headingFontFiles.cyrillic];
  if (language === "zh") return [];
  return [headingFontFiles.latin];
}
