// The few fields a card needs, so a page's data carries card text only and
// never the full content of every condition and treatment. Each card links
// to the page in the language of the page that shows it.
import type { LinkCardItem } from "#app/components/sections/link-card.tsx";
import type { ConditionText, TreatmentText } from "#app/content-loader/in-language.ts";
import { conditionPath, languagePath, treatmentPath } from "#app/content-loader/site-map.ts";
import type { Language } from "#app/content-loader/translated.ts";

export function conditionCard(condition: ConditionText, language: Language = "en"): LinkCardItem {
  return {
    to: languagePath(language, conditionPath(condition.slug)),
    icon: condition.icon,
    title: condition.title,
    description: condition.shortDesc,
  };
}

export function treatmentCard(treatment: TreatmentText, language: Language = "en"): LinkCardItem {
  return {
    to: languagePath(language, treatmentPath(treatment.slug)),
    icon: treatment.icon,
    title: treatment.title,
    description: treatment.description,
    featured: treatment.featured,
  };
}
