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
  // Prescribing information (FDA labels), one entry per medicine, each titled
  // "<Brand> (<generic>) prescribing information" so a label reads the same
  // wherever a page cites it.
  botoxLabel: {
    title: "Botox (onabotulinumtoxinA) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  aimovigLabel: {
    title: "Aimovig (erenumab) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  ajovyLabel: {
    title: "Ajovy (fremanezumab) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  emgalityLabel: {
    title: "Emgality (galcanezumab) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  vyeptiLabel: {
    title: "Vyepti (eptinezumab) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  quliptaLabel: {
    title: "Qulipta (atogepant) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  nurtecLabel: {
    title: "Nurtec ODT (rimegepant) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  ubrelvyLabel: {
    title: "Ubrelvy (ubrogepant) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  zavzpretLabel: {
    title: "Zavzpret (zavegepant) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  dhe45Label: {
    title: "D.H.E. 45 (dihydroergotamine mesylate) injection prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  topamaxLabel: {
    title: "Topamax (topiramate) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  depakoteLabel: {
    title: "Depakote (divalproex sodium) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  inderalLaLabel: {
    title: "Inderal LA (propranolol) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  atacandLabel: {
    title: "Atacand (candesartan) prescribing information",
    publisher: "U.S. Food and Drug Administration",
  },
  xylocaineLabel: {
    title: "Xylocaine (lidocaine) injection prescribing information",
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
  // The condition pages' warning signs, and the works behind their advice on
  // cluster headache, nerve blocks, head injury, birth control and pregnancy.
  snnoop10: {
    title:
      "Red and orange flags for secondary headaches in clinical practice: SNNOOP10 list (Do et al., Neurology)",
    publisher: "American Academy of Neurology",
    year: 2019,
  },
  ahsClusterGuideline: {
    title:
      "Treatment of cluster headache: the American Headache Society evidence-based guidelines (Robbins et al., Headache)",
    publisher: "American Headache Society",
    year: 2016,
  },
  ahsNerveBlockReview: {
    title:
      "Expert consensus recommendations for the performance of peripheral nerve blocks for headaches: a narrative review (Blumenfeld et al., Headache)",
    publisher: "American Headache Society",
    year: 2013,
  },
  ahsEmergencyGuideline: {
    title:
      "Management of adults with acute migraine in the emergency department: the American Headache Society evidence assessment of parenteral pharmacotherapies (Orr et al., Headache)",
    publisher: "American Headache Society",
    year: 2016,
  },
  aanAhsComplementary: {
    title:
      "Evidence-based guideline update: NSAIDs and other complementary treatments for episodic migraine prevention in adults (Holland et al., Neurology)",
    publisher: "American Academy of Neurology and American Headache Society",
    year: 2012,
  },
  headacheConsortiumBehavioral: {
    title:
      "Evidence-based guidelines for migraine headache: behavioral and physical treatments (Campbell, Penzien and Wall)",
    publisher: "U.S. Headache Consortium",
    year: 2000,
  },
  // The FDA clearance of each neuromodulation device a page names, by name.
  cefalyClearance: {
    title:
      "Cefaly (external trigeminal nerve stimulation): FDA clearance for the acute and preventive treatment of migraine",
    publisher: "U.S. Food and Drug Administration",
  },
  gammaCoreClearance: {
    title:
      "gammaCore (non-invasive vagus nerve stimulation): FDA clearance for migraine and cluster headache",
    publisher: "U.S. Food and Drug Administration",
  },
  saviDualClearance: {
    title:
      "SAVI Dual (single-pulse transcranial magnetic stimulation, sTMS): FDA clearance for the acute and preventive treatment of migraine",
    publisher: "U.S. Food and Drug Administration",
  },
  nerivioClearance: {
    title:
      "Nerivio (remote electrical neuromodulation): FDA clearance for the acute and preventive treatment of migraine",
    publisher: "U.S. Food and Drug Administration",
  },
  vaDodConcussion: {
    title:
      "Clinical practice guideline for the management and rehabilitation of post-acute mild traumatic brain injury",
    publisher: "U.S. Department of Veterans Affairs and Department of Defense",
    year: 2021,
  },
  concussionInSport: {
    title:
      "Consensus statement on concussion in sport: the 6th International Conference on Concussion in Sport, Amsterdam 2022 (Patricios et al., British Journal of Sports Medicine)",
    publisher: "Concussion in Sport Group",
    year: 2023,
  },
  usMec: {
    title: "U.S. Medical Eligibility Criteria for Contraceptive Use (Nguyen et al., MMWR)",
    publisher: "Centers for Disease Control and Prevention",
    year: 2024,
  },
  acogHeadachePregnancy: {
    title: "Headaches in pregnancy and postpartum (Clinical Practice Guideline No. 3)",
    publisher: "American College of Obstetricians and Gynecologists",
    year: 2022,
  },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof sources;

/**
 * A figure a medical page states, and what it rests on. `text` is the figure's
 * exact words on the page ("4 to 72 hours"); `source` is the published work
 * behind it, or "practice" for the practice's own policy (care-facts.ts).
 */
export type NumericClaim = { readonly text: string; readonly source: SourceKey | "practice" };
