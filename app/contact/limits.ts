// How long each field may be. The browser sets them as maxlength and checks
// them before sending; the server checks them again and sizes its body limit
// from them.
export const contactLimits = { name: 200, email: 254, phone: 40, message: 5000 } as const;

/** 5000 → "5,000", or "5 000" in Russian: the separator is a word of the form (`thousandsSeparator`), so the browser needs no Intl data. */
export function withThousands(value: number, separator = ","): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
