// The typeface of headings and the practice's name: Inter Bold, served by the
// site itself from @fontsource's files. Each file holds one script's letters
// (its unicode-range in app/app.css), so a page downloads only the file its
// language needs, and a page preloads only the file its headline is set in.
// Chinese pages keep the phone's own CJK font: they preload nothing.
import interCyrillic from "@fontsource/inter/files/inter-cyrillic-700-normal.woff2?url";
import interLatin from "@fontsource/inter/files/inter-latin-700-normal.woff2?url";

export const headingFontFiles = { latin: interLatin, cyrillic: interCyrillic } as const;

/** The font file a page in this language preloads for its headline, if any. */
export function headingFontPreload(language: string): string | undefined {
  if (language === "ru") return headingFontFiles.cyrillic;
  if (language === "zh") return undefined;
  return headingFontFiles.latin;
}
