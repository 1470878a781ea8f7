// The browser UI colour on phones; the same as --color-brand in app.css. Its
// own module, so the page shell can use it without loading the SEO helper.
export const themeColor = "#0f5f73";
