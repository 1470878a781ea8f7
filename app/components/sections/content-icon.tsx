// Maps the icon keys named in content to lucide icons.
import {
  Activity,
  Brain,
  CalendarDays,
  ClipboardList,
  Droplet,
  Eye,
  HeartPulse,
  type LucideIcon,
  Pill,
  Radio,
  Shield,
  Stethoscope,
  Syringe,
  Target,
  Zap,
} from "lucide-react";
import type { IconName } from "#app/content/icons.ts";

const icons: Record<IconName, LucideIcon> = {
  brain: Brain,
  "calendar-days": CalendarDays,
  activity: Activity,
  eye: Eye,
  pill: Pill,
  zap: Zap,
  syringe: Syringe,
  shield: Shield,
  target: Target,
  droplet: Droplet,
  radio: Radio,
  "clipboard-list": ClipboardList,
  stethoscope: Stethoscope,
  "heart-pulse": HeartPulse,
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
