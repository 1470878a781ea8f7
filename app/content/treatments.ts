// The treatments the practice offers. Each entry becomes a card on /treatments
// (and on the home page when listed there, those flagged `featured` first), and a page at
// /treatments/{slug}: adding an entry here is all it takes to publish one.
import { treatmentsIn } from "./collections.ts";
import { type IconNode } from "lucide";
import { type NumericClaim } from "./sources.ts";
import type { Faq, KeyFact, Medication, Source, TextSection } from "./types.ts";

export type Treatment = {
  slug: string;
  title: string;
  /** Its icon on cards: a lucide icon, imported by its name on lucide.dev. */
  icon: IconNode;
  /** One or two sentences for cards. */
  description: string;
  /** The opening paragraph of the treatment page. */
  summary: string;
  /** Listed first among the treatments the home page shows (spec: the home card's featured flag). */
  featured?: boolean;
  /** Key numbers shown as a fact list near the top, e.g. the Botox protocol. */
  keyFacts?: readonly KeyFact[];
  /** "Who it is for", one per bullet. */
  whoFor: readonly string[];
  /** "How it works": paragraphs. */
  howItWorks: readonly string[];
  /** A medication table (name, dosing type, mechanism, use), on pages that list medicines. */
  medications?: readonly Medication[];
  /** "What a visit is like": paragraphs. */
  visit: readonly string[];
  /** "How often": paragraphs. */
  schedule: readonly string[];
  /** "Side effects", in plain words, one per bullet. */
  sideEffects: readonly string[];
  /** Extra sections after "Side effects", such as care without medicine. */
  moreSections?: readonly TextSection[];
  /** "Insurance and prior authorization": paragraphs. */
  insurance: readonly string[];
  /** Slugs of the condition pages to link (a test checks that each exists). */
  conditionSlugs: readonly string[];
  /**
   * Every figure the page states, with its source (a test checks that each
   * figure on the page is one of these, and that its source is listed).
   */
  numericClaims: readonly NumericClaim[];
  /** At least five questions. */
  faqs: readonly Faq[];
  sources: readonly Source[];
  /** ISO date (YYYY-MM-DD) its words last changed, for the sitemap. Reviews are recorded in content/reviews/. */
  updated: string;
};

/** The treatment pages, from content/treatments/en/ (collections.ts). */
export const treatments: readonly Treatment[] = treatmentsIn("en");

/**
 * The /treatments page. Its search-result description names every treatment
 * above (app/lib/site-pages.ts), so a new entry shows up there by itself.
 */
export type TreatmentSlug = (typeof treatments)[number]["slug"];
