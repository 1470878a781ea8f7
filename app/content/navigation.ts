// The site's navigation: the main links (spec §2), in the order the header
// shows them, and the notices every footer links to.
export type NavLink = { to: string; label: string };

export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/conditions", label: "Conditions" },
  { to: "/treatments", label: "Treatments" },
  { to: "/patients", label: "Patients" },
  { to: "/locations", label: "Locations" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const satisfies readonly NavLink[];

/**
 * Where each legal notice lives; the notices' text is in notices.ts. A new
 * notice is one line here, one label below and one entry in notices.ts: its
 * route, prerendered page, sitemap entry and footer link follow.
 */
export const noticePaths = {
  privacyPractices: "/privacy-practices",
  nondiscrimination: "/nondiscrimination",
  accessibility: "/accessibility",
  privacy: "/privacy",
  goodFaithEstimate: "/good-faith-estimate",
} as const;

/** How the footer names each notice; a notice without a label does not compile. */
const noticeLabels = {
  privacyPractices: "Notice of Privacy Practices",
  nondiscrimination: "Nondiscrimination & Language Help",
  accessibility: "Accessibility",
  privacy: "Website Privacy Policy",
  goodFaithEstimate: "Good Faith Estimate",
} as const satisfies Record<keyof typeof noticePaths, string>;

export const noticeLinks: readonly NavLink[] = (
  Object.keys(noticePaths) as (keyof typeof noticePaths)[]
).map((key) => ({ to: noticePaths[key], label: noticeLabels[key] }));
