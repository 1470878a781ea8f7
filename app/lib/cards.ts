// The few fields a card needs, so a page's data carries card text only and
// never the full content of every condition and treatment.
import type { LinkCardItem } from "#app/components/sections/link-card.tsx";
import type { Condition } from "#app/content/conditions.ts";
import type { Treatment } from "#app/content/treatments.ts";
import { conditionPath, treatmentPath } from "#app/content/site-map.ts";

export function conditionCard(condition: Condition): LinkCardItem {
  return {
    to: conditionPath(condition.slug),
    icon: condition.icon,
    title: condition.title,
    description: condition.shortDesc,
  };
}

export function treatmentCard(treatment: Treatment): LinkCardItem {
  return {
    to: treatmentPath(treatment.slug),
    icon: treatment.icon,
    title: treatment.title,
    description: treatment.description,
    featured: treatment.featured,
  };
}
