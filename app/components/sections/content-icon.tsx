// Maps the icon keys content names to lucide icons. The keys are declared
// here, by what this component can draw; content/icons.ts lists the same ones.
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

const icons = {
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
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof icons;

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon node={icons[name]} className={className} />;
}
