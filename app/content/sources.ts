// The works the medical pages rest on, cited by name (CONTENT.md): one entry
// per work, so every page cites it the same way.
import type { Source } from "./types.ts";

export const sources = {
  ichd3: {
    title: "International Classification of Headache Disorders, 3rd edition (ICHD-3)",
    publisher: "International Headache Society",
    year: 2018,
  },
  ahsConsensus: {
    title:
      "Consensus statement: update on integrating new migraine treatments into clinical practice (Ailani et al., Headache)",
    publisher: "American Headache Society",
    year: 2021,
  },
  ahsCgrp: {
    title:
      "Position statement: CGRP-targeting therapies as a first-line option for the prevention of migraine",
    publisher: "American Headache Society",
    year: 2024,
  },
  preempt: {
    title:
      "PREEMPT injection paradigm for onabotulinumtoxinA in chronic migraine (Blumenfeld et al., Headache)",
    publisher: "American Headache Society",
    year: 2010,
  },
  botoxLabel: {
    title: "Botox (onabotulinumtoxinA) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  emgalityLabel: {
    title: "Emgality (galcanezumab) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  imitrexInjectionLabel: {
    title: "Imitrex (sumatriptan) injection prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  marcaineLabel: {
    title: "Marcaine (bupivacaine) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof sources;

/**
 * A figure a medical page states, and what it rests on. `text` is the figure's
 * exact words on the page ("4 to 72 hours"); `source` is the published work
 * behind it, or "practice" for the practice's own policy (care-facts.ts).
 */
export type NumericClaim = { readonly text: string; readonly source: SourceKey | "practice" };
