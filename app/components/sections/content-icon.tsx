// Maps the icon keys named in content to lucide icons.
import {
  Activity,
  Brain,
  CalendarDays,
  Droplet,
  Eye,
  type LucideIcon,
  Pill,
  Radio,
  Shield,
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
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
