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

/** Where each legal notice lives; the notices' text is in notices.ts. */
export const noticePaths = {
  privacyPractices: "/privacy-practices",
  nondiscrimination: "/nondiscrimination",
  accessibility: "/accessibility",
  privacy: "/privacy",
} as const;

export const noticeLinks = [
  { to: noticePaths.privacyPractices, label: "Notice of Privacy Practices" },
  { to: noticePaths.nondiscrimination, label: "Nondiscrimination & Language Help" },
  { to: noticePaths.accessibility, label: "Accessibility" },
  { to: noticePaths.privacy, label: "Website Privacy Policy" },
] as const satisfies readonly NavLink[];
