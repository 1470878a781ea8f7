// Content names its icons by key so that content stays plain data, readable by
// build scripts that never load React. components/sections/content-icon.tsx
// maps each key to its lucide icon.
export const iconNames = [
  "brain",
  "calendar-days",
  "activity",
  "eye",
  "pill",
  "zap",
  "syringe",
  "shield",
  "target",
  "droplet",
  "radio",
] as const;

export type IconName = (typeof iconNames)[number];
