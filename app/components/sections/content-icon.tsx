// Maps the icon keys named in content to lucide icons.
import {
  Activity,
  Brain,
  CalendarDays,
  Droplet,
  Eye,
  Pill,
  Radio,
  Shield,
  Syringe,
  Target,
  Zap,
} from "lucide";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/content/icons.ts";

const icons: Record<IconName, IconNode> = {
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
  return <Icon node={icons[name]} className={className} />;
}
