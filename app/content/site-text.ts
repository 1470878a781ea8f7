// Words that appear on every page, outside any one page's content.

/** The footer's statement that the medical information is educational only (spec §1). */
export const footerDisclaimer =
  "The information on this website is for educational purposes only and is not medical advice. It does not replace a visit with a qualified health care provider. If you think you have a medical emergency, call 911 or go to the nearest emergency room.";

/** The 404 page's title and description; search engines are told not to index it. */
export const notFoundSeo = {
  title: "Page Not Found",
  description: "The page you asked for does not exist. Return to the home page to find your way.",
};
