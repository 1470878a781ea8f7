// The site's main navigation (spec §2), in the order the header shows it.
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
