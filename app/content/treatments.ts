// The treatments the practice offers. Each entry becomes a card on /treatments
// (and on the home page when `featured` or listed there), and a page at
// /treatments/{slug}: adding an entry here is all it takes to publish one.
import { careFacts, formatRange } from "./care-facts.ts";
import { clinic } from "./clinic.ts";
import { Droplet, Radio, Shield, Syringe, Target, Zap, type IconNode } from "lucide";
import { type NumericClaim, sources } from "./sources.ts";
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
  /** Flagged "Featured" wherever treatment cards are shown. */
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

const botox = careFacts.botox;
const chronic = careFacts.chronicMigraine;
const outcomeMeasures = careFacts.outcomeMeasures.join(" and ");
const followUpEvery = `every ${formatRange(careFacts.followUpEveryWeeks)} weeks`;
const newPreventiveFollowUp = `${formatRange(careFacts.newPreventiveFollowUpWeeks)} weeks`;
const preventiveThreshold = `${careFacts.preventiveThresholdMigraineDays} or more`;
const cgrpTrial = `trial of ${careFacts.cgrpTrialMonths} months`;
const quarterlyCgrpTrial = `after ${careFacts.quarterlyCgrpTrialMonths} months`;
const updated = "2026-11-23";

// The sentence each page uses to say what "acute" means the first time it
// appears, the same words as the condition pages.
const acuteMeans = "medicine you take when an attack starts";

/** The chronic migraine definition in plain words, shared by several pages. */
const chronicMigraineDefinition = `headache on ${chronic.headacheDaysPerMonth} or more days a month for more than ${chronic.months} months, with migraine features on at least ${chronic.migraineDays} of those days`;

// A nerve block's numbing medicine works within minutes; a steroid, when one
// is added, may take days. No listed source supports a set number of hours, so
// the spec's careFacts.procedureReliefHours is not stated (the condition pages
// say the same).
const nerveBlockRelief =
  "Relief often comes within minutes. For some people it builds over a few days, and not everyone is helped.";

// The first sentences of every "Insurance and prior authorization" section,
// read from clinic.ts. Each stays a sentence of its own; the readability test
// flags any that grows past 30 words, and it is split here, not in clinic.ts.
const insuranceOpening = [clinic.insurance.summary, clinic.insurance.priorAuthorization].join(" ");

/** What a prior authorization is, in plain words. */
const priorAuthorizationMeaning =
  "A prior authorization is a step some insurance plans require before they agree to pay for a treatment. Your doctor sends the plan your records and explains why you need it. The plan then reviews the request and approves or denies it.";

/** Figures most pages share: the questionnaires the practice uses. */
const outcomeMeasureClaim: NumericClaim = { text: "HIT-6", source: "practice" };

export const treatments = [
  {
    slug: "botox",
    title: "Botox for Chronic Migraine",
    icon: Syringe,
    featured: true,
    description: `FDA-approved onabotulinumtoxinA injections for adults with chronic migraine, given every ${botox.everyWeeks} weeks.`,
    summary: `Botox (onabotulinumtoxinA) is an FDA-approved preventive treatment for adults with chronic migraine. Small injections into set head and neck muscles, repeated every ${botox.everyWeeks} weeks, lower the number of headache days for many patients.`,
    keyFacts: [
      { label: "Injections", value: `${botox.injections}` },
      { label: "Muscle areas", value: `${botox.muscleAreas}` },
      { label: "Units in total", value: `${botox.units}` },
      { label: "Repeated every", value: `${botox.everyWeeks} weeks` },
      { label: "Visit length", value: `About ${botox.minutes} minutes` },
      { label: "Age", value: `Adults ${botox.minAge} and older` },
    ],
    whoFor: [
      `Adults ${botox.minAge} and older with chronic migraine. That means ${chronicMigraineDefinition}.`,
      "People whose headaches have not improved enough with preventive pills, or who could not keep taking them because of side effects.",
      "People who would rather have a treatment a few times a year than remember a pill every day.",
      `People with chronic migraine who take acute medicine too often, as part of a plan to cut back. Acute medicine is ${acuteMeans}.`,
    ],
    howItWorks: [
      "Botox is a purified protein made from a germ called Clostridium botulinum. In very small doses, it stops nerve endings from releasing some of their chemical messengers. In migraine, researchers think it calms the pain nerves of the head and neck. It does this by limiting the release of pain-signaling substances such as CGRP. Over time, fewer pain signals reach the brain, and the brain may become less easily set off.",
      `Treatment follows the PREEMPT protocol, the method used in the studies that led to FDA approval. You receive ${botox.units} units in total, given as ${botox.injections} small injections of 5 units each. They go into ${botox.muscleAreas} muscle areas. On the head, these are the forehead (frontalis), the area between the eyebrows (corrugator and procerus), the temples (temporalis) and the back of the head (occipitalis). Lower down, they are the back of the neck (cervical paraspinal muscles) and the tops of the shoulders (trapezius).`,
      "Botox is a preventive. It does not stop an attack that has already started; the goal is fewer headache days and milder attacks. Some people notice a change within a few weeks, but the effect often builds over the first two or three treatment cycles. Botox is FDA-approved for chronic migraine in adults. It is not approved for episodic migraine, where studies did not show a clear benefit.",
    ],
    visit: [
      "Before your first treatment, your doctor confirms that you have chronic migraine, reviews the medicines you have tried, and asks you to keep a headache diary. There is nothing special to do to get ready. Eat as usual, take your regular medicines, and wear a shirt that makes it easy to reach your neck and shoulders. Tell us if you take a blood thinner or have had Botox for any other reason.",
      `The treatment itself takes about ${botox.minutes} minutes. You sit in a chair while the doctor cleans the skin and gives the ${botox.injections} injections with a very fine needle. Most people feel a quick pinch or sting with each one, and numbing cream is rarely needed.`,
      "Afterward, you can drive yourself home and go back to your usual day. Try not to rub or press on the injected areas for the rest of the day. Keep filling in your headache diary, and call us if you notice side effects that worry you.",
    ],
    schedule: [
      `Botox is repeated every ${botox.everyWeeks} weeks. That matches how long the effect usually lasts and the schedule used in the studies, so treatments are not given closer together. Most patients book the next visit before they leave.`,
      `At each visit we look at your diary and your ${outcomeMeasures} scores to see how much has changed. Because the benefit often grows over the first two or three cycles, we usually judge Botox after that point. If it helps, many patients keep going for the long term, and we keep checking whether it is still the right choice.`,
    ],
    sideEffects: [
      "Neck pain or stiffness.",
      "Pain, redness or a small bruise where a needle went in.",
      "A headache in the day or two after treatment.",
      "A drooping eyelid or a change in the shape of the eyebrows, which fades as the medicine wears off.",
      "Weakness in the neck or shoulder muscles, which can make it harder to hold your head up for a while.",
      "Rarely, the effect can spread beyond the injected muscles and cause trouble swallowing, speaking or breathing. Get medical help right away if this happens.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "For Botox, most plans ask for records that show a diagnosis of chronic migraine and list the preventive medicines you have already tried. We gather these records, send the request, and follow up with your plan. Many plans also ask for a new approval after the first few treatments, using your headache diary to show how you are doing. If your plan sends the medicine through a specialty pharmacy, we arrange for it to be delivered to our office.",
    ],
    conditionSlugs: ["chronic-migraine", "medication-overuse"],
    numericClaims: [
      { text: `${botox.minAge} and older`, source: "botoxLabel" },
      { text: `every ${botox.everyWeeks} weeks`, source: "botoxLabel" },
      { text: `${botox.units} units`, source: "botoxLabel" },
      { text: `${botox.injections} small injections of 5 units each`, source: "preempt" },
      { text: `${botox.injections} injections`, source: "preempt" },
      { text: `${botox.muscleAreas} muscle areas`, source: "preempt" },
      { text: chronicMigraineDefinition, source: "ichd3" },
      { text: `about ${botox.minutes} minutes`, source: "practice" },
      outcomeMeasureClaim,
    ],
    faqs: [
      {
        question: "Can Botox help if I have episodic migraine?",
        answer: `Botox is FDA-approved only for chronic migraine. That means ${chronicMigraineDefinition}. Studies in people with fewer headache days did not show a clear benefit. If your migraine is episodic, other preventive treatments are usually a better fit.`,
      },
      {
        question: "Do the injections hurt?",
        answer: `The needle is very fine, and most people describe each injection as a quick pinch or sting. All the injections together take about ${botox.minutes} minutes. Some people have mild soreness in the neck or forehead for a day or two.`,
      },
      {
        question: "How soon will I notice a difference?",
        answer:
          "Some people notice fewer headache days within a few weeks of the first treatment. For many others, the effect builds over the first two or three treatment cycles. That is why we usually suggest more than one round before deciding whether Botox is working for you.",
      },
      {
        question: "Will Botox change how my face looks?",
        answer:
          "The doses and sites are chosen to treat migraine, not for looks. Some people notice smoother forehead lines. Less often, an eyelid or eyebrow droops a little, and this fades as the medicine wears off.",
      },
      {
        question: "Can I keep taking my other migraine medicines?",
        answer:
          "Yes, in most cases. You can keep using the medicine that stops your attacks. Some patients use Botox together with another preventive, such as a CGRP medicine. Your doctor will go over your full list of medicines with you.",
      },
      {
        question: "Who should not have Botox?",
        answer:
          "Botox is not given where there is an infection at the injection sites, or to anyone who has had an allergic reaction to it. It needs extra care in people with nerve and muscle diseases such as myasthenia gravis or ALS, or with trouble swallowing or breathing. It has not been well studied in pregnancy, so tell us if you are pregnant or planning to be.",
      },
    ],
    sources: [sources.preempt, sources.botoxLabel, sources.ahsConsensus, sources.ichd3],
    updated,
  },
  {
    slug: "cgrp",
    title: "CGRP Therapy",
    icon: Target,
    featured: true,
    description:
      "Medicines that block CGRP, a protein involved in migraine attacks, for prevention and for acute treatment.",
    summary:
      "CGRP-targeting medicines block CGRP (calcitonin gene-related peptide), a protein that plays a central part in migraine attacks. Some prevent attacks; others stop an attack once it starts. The American Headache Society counts them among the first-line choices for preventing migraine.",
    keyFacts: [
      {
        label: "Trial of a monthly preventive",
        value: `${careFacts.cgrpTrialMonths} months`,
      },
      {
        label: "Trial of a preventive given every three months",
        value: `${careFacts.quarterlyCgrpTrialMonths} months`,
      },
      { label: "Follow-up visits", value: "Monthly or quarterly" },
      { label: "Forms", value: "Self-injection, IV infusion, tablet or nasal spray" },
    ],
    whoFor: [
      "Adults with episodic or chronic migraine who want fewer migraine days.",
      "People starting preventive treatment for the first time. The American Headache Society now lists these medicines among first-line options.",
      "People whose older preventive medicines did not help enough or caused side effects.",
      `People who need acute medicine, meaning ${acuteMeans}, but cannot take triptans or are not helped by them. Triptans, such as sumatriptan, are older medicines made to stop migraine attacks.`,
      "Adults with episodic cluster headache. One CGRP antibody, galcanezumab, is approved for it.",
    ],
    howItWorks: [
      "CGRP is a protein released by the trigeminal nerve, the main pain nerve of the head. During a migraine attack, CGRP levels rise. It widens blood vessels around the brain and helps carry and strengthen pain signals. Blocking CGRP, or the spot it attaches to, can make attacks less frequent and easier to stop.",
      "There are two families of CGRP medicines. The first is antibodies, which are lab-made proteins. Most of them attach to CGRP itself; erenumab blocks the spot CGRP attaches to instead. They are given as a shot or an IV infusion, last for weeks to months in the body, and are used only for prevention.",
      "The second is gepants, which are newer migraine medicines. They are small molecules, taken as a tablet or nasal spray, that block the spot where CGRP attaches. Some are taken on a schedule to prevent attacks, and some are taken when an attack starts.",
      "In 2024 the American Headache Society said that CGRP medicines are among the first-line options for preventing migraine. That means you do not need to try older medicines first. Unlike triptans, gepants do not narrow blood vessels. So they can be an option for some people who cannot take triptans.",
    ],
    medications: [
      {
        name: "Erenumab (Aimovig)",
        dosing: "Monthly self-injection",
        mechanism: "Antibody that blocks the CGRP receptor",
        use: "Prevention",
      },
      {
        name: "Fremanezumab (Ajovy)",
        dosing: "Self-injection, monthly or every three months",
        mechanism: "Antibody that binds CGRP",
        use: "Prevention",
      },
      {
        name: "Galcanezumab (Emgality)",
        dosing:
          "Monthly self-injection. For migraine: a loading dose first. For cluster headache: 300 mg monthly during a bout, with no loading dose",
        mechanism: "Antibody that binds CGRP",
        use: "Prevention of migraine; episodic cluster headache",
      },
      {
        name: "Eptinezumab (Vyepti)",
        dosing: "IV infusion every three months",
        mechanism: "Antibody that binds CGRP",
        use: "Prevention",
      },
      {
        name: "Atogepant (Qulipta)",
        dosing: "Daily tablet",
        mechanism: "Gepant: blocks the CGRP receptor",
        use: "Prevention",
      },
      {
        name: "Rimegepant (Nurtec ODT)",
        dosing: "Dissolving tablet, as needed for attacks or every other day for prevention",
        mechanism: "Gepant: blocks the CGRP receptor",
        use: "Acute treatment; prevention of episodic migraine only",
      },
      {
        name: "Ubrogepant (Ubrelvy)",
        dosing: "Tablet, as needed",
        mechanism: "Gepant: blocks the CGRP receptor",
        use: "Acute treatment",
      },
      {
        name: "Zavegepant (Zavzpret)",
        dosing: "Nasal spray, as needed",
        mechanism: "Gepant: blocks the CGRP receptor",
        use: "Acute treatment",
      },
    ],
    visit: [
      "At your visit, your doctor goes over your headache history and diary and the medicines you take. We also check your blood pressure and heart health, and ask whether you are pregnant or planning a pregnancy. Together you choose the medicine and form that suit your life. That may be a monthly shot, a daily tablet or a medicine for attacks only.",
      "If you choose a self-injection, our staff show you how to use the prefilled pen or syringe. Often your first dose is given in the office, so you feel at ease doing it at home. Eptinezumab is given through a vein over about half an hour, and you are watched for a short time afterward. For tablets and the nasal spray, your doctor explains exactly when to take them.",
      "Keep a headache diary from the start. It is the clearest way for you and your doctor to see whether the medicine is working.",
    ],
    schedule: [
      "How often you take a CGRP medicine depends on which one you use. The shots are taken once a month, and fremanezumab can also be taken once every three months. The infusion is given every three months. Preventive tablets are taken daily or every other day, and the others only when an attack starts. We see you for follow-up monthly or quarterly, depending on the medicine and how you are doing.",
      `We judge a monthly CGRP preventive after a ${cgrpTrial}. A medicine given every three months (eptinezumab, or fremanezumab taken that way) takes longer to judge, so we decide ${quarterlyCgrpTrial}. That follows the advice of the American Headache Society. Some people improve in the first month, while others need the full trial. At follow-up visits we review your diary and your ${outcomeMeasures} scores. If one CGRP medicine does not help enough, another one may still work.`,
    ],
    sideEffects: [
      "Redness, pain, itching or swelling where a shot goes in.",
      "Constipation, mostly with erenumab. Call us if it is severe or comes with belly pain.",
      "Two warnings apply to every medicine in the table, antibodies and gepants alike. They can cause high blood pressure (hypertension) or make it worse, so we check your blood pressure at visits. They can also cause or worsen Raynaud's phenomenon, when fingers or toes turn pale or blue and feel cold or numb. Tell us if either happens.",
      "Nausea with gepants.",
      "Sleepiness or tiredness with some gepants.",
      "A changed sense of taste or discomfort in the nose with the zavegepant nasal spray.",
      "Rarely, an allergic reaction such as a rash, itching or swelling. Get help right away if you have trouble breathing.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "For CGRP medicines, plans usually ask for your diagnosis and how many migraine days you have. Some still ask that you try older preventive medicines first. We send these records for you, answer the plan's questions, and appeal if a request is denied. After the trial, many plans ask for proof that the medicine is helping before they renew it. Drug makers run savings programs for some people with private insurance. These usually cannot be used with Medicare or Medicaid.",
    ],
    conditionSlugs: ["migraine", "chronic-migraine", "cluster", "medication-overuse"],
    numericClaims: [
      { text: cgrpTrial, source: "practice" },
      { text: quarterlyCgrpTrial, source: "ahsConsensus" },
      { text: "2024", source: "ahsCgrp" },
      { text: "300 mg", source: "emgalityLabel" },
      outcomeMeasureClaim,
    ],
    faqs: [
      {
        question: "What is the difference between CGRP antibodies and gepants?",
        answer:
          "Antibodies are large proteins given as a shot or an infusion, and they are used only to prevent attacks. Gepants are small medicines taken as a tablet or nasal spray. Some gepants prevent attacks, and some stop an attack once it starts. Rimegepant can do both, though its preventive use is for episodic migraine only.",
      },
      {
        question: "Do I have to try other preventive medicines first?",
        answer:
          "In 2024 the American Headache Society said that these medicines are among the first-line options for prevention. So from a medical point of view, you do not need to try older medicines first. Some insurance plans still ask for this. We handle the prior authorization and any appeal for you.",
      },
      {
        question: "How long until I know whether it works?",
        answer: `Some people notice fewer migraine days within the first month. Others improve more slowly. So we judge a monthly CGRP preventive after a ${cgrpTrial}, and one given every three months ${quarterlyCgrpTrial}. Keeping a diary makes that decision much clearer.`,
      },
      {
        question: "Can I use a gepant for attacks while I am on a CGRP antibody?",
        answer:
          "Some patients do use the two together, but research on this combination is still limited. Your doctor will weigh your attack pattern, your other medicines and your insurance coverage before suggesting it. Please do not combine them without talking with us first.",
      },
      {
        question: "Are CGRP medicines safe in pregnancy?",
        answer:
          "There is not enough information yet to know whether these medicines are safe during pregnancy or breastfeeding. The antibodies stay in the body for several months after the last dose. If you are planning a pregnancy, tell us early so we can plan when to stop.",
      },
      {
        question: "Can CGRP medicines cause medication-overuse headache?",
        answer:
          "The antibodies only prevent attacks. They are not taken for an attack, so they do not count toward overuse. Early studies suggest gepants may be less likely than other acute medicines to cause medication-overuse headache. This is not yet proven, so we still count every day you take one.",
      },
    ],
    sources: [
      sources.ahsCgrp,
      sources.ahsConsensus,
      sources.aimovigLabel,
      sources.ajovyLabel,
      sources.emgalityLabel,
      sources.vyeptiLabel,
      sources.quliptaLabel,
      sources.nurtecLabel,
      sources.ubrelvyLabel,
      sources.zavzpretLabel,
    ],
    updated,
  },
  {
    slug: "nerve-blocks",
    title: "Nerve Blocks",
    icon: Zap,
    description:
      "Quick in-office injections of numbing medicine near specific head nerves to calm pain.",
    summary:
      "A nerve block is a short procedure in the office. A small amount of numbing medicine, sometimes with a steroid, is placed near a nerve of the head to calm headache pain. A common choice is the greater occipital nerve at the back of the head.",
    whoFor: [
      "People with occipital neuralgia: shooting or stabbing pain in the back of the head along the occipital nerves.",
      "People with migraine or chronic migraine who need extra relief on top of their other treatment, or a bridge while a new preventive starts to work.",
      "People with cluster headache. A block of the greater occipital nerve with a steroid can help calm a cluster period.",
      "People with headache after a head injury, especially when the back of the head is tender.",
      "People who cannot take certain headache medicines, for example during pregnancy, after talking with their doctor.",
    ],
    howItWorks: [
      "Nerves in the scalp and face carry pain signals into the trigeminal system. This is the network that links the head's pain nerves to the brain areas involved in migraine. Numbing one of these nerves for a while can quiet that larger network, not just the spot where the medicine goes.",
      "The medicine is a local anesthetic, the same kind of numbing medicine dentists use, such as lidocaine or bupivacaine. Sometimes a small amount of steroid is added to calm swelling and help relief last longer. Common targets are the greater and lesser occipital nerves at the back of the head. Others are the supraorbital nerve above the eyebrow and the auriculotemporal nerve at the temple, in front of the ear.",
      "The sphenopalatine ganglion is a bundle of nerves deep behind the nose. A sphenopalatine ganglion block is given through the nose with a thin, soft applicator, and no needle is used.",
      `The scalp usually feels numb within minutes. ${nerveBlockRelief} How long relief lasts differs from person to person. A block can also help with diagnosis. When an occipital nerve block eases pain in the back of the head, that supports a diagnosis of occipital neuralgia.`,
    ],
    visit: [
      "There is little to do to get ready. Eat as usual and take your regular medicines. Tell us beforehand if you take a blood thinner, have ever reacted to a numbing medicine, or might be pregnant.",
      "You sit or lie down while the doctor finds the nerve by feeling for landmarks and tender spots. After cleaning the skin, the doctor uses a thin needle to place a small amount of medicine near the nerve. You may feel a sting and some pressure, and each injection takes only a few seconds.",
      "A sphenopalatine ganglion block is given through the nose, with no needle. You lie on your back while a thin applicator is placed in each nostril and left there for a few minutes.",
      "You rest for a few minutes afterward to make sure you feel well. Numbness in the scalp for a few hours is normal. Most people can drive home and go back to their usual activities. Call us if you notice redness, warmth, swelling or fever near the injection site.",
    ],
    schedule: [
      "Some people need only one nerve block, while others have them repeated. How often depends on how long your relief lasts and on the medicine used. Blocks that include a steroid are spaced further apart, because steroid doses add up over time.",
      "If you find you need blocks often, that is a sign to look again at your preventive plan. We track your progress in your diary and at follow-up visits. That way the blocks fit into a wider plan rather than standing alone.",
    ],
    sideEffects: [
      "Brief soreness or tenderness where the needle went in.",
      "Feeling lightheaded or faint during or right after the injection, which passes with rest.",
      "Numbness of the scalp or face for a few hours, which is expected.",
      "Rarely, bruising, bleeding or infection at the injection site.",
      "With a steroid, rarely, a small dent in the skin or a patch of hair loss at the site.",
      "With a sphenopalatine ganglion block, a bitter taste, a numb throat or watery eyes for a short time.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      `Most plans cover nerve blocks as an in-office procedure. Some plans ask for a prior authorization, especially when blocks are repeated, and we take care of that request for you. Your plan may leave you a copay or deductible. ${clinic.insurance.payment}`,
    ],
    conditionSlugs: [
      "occipital-neuralgia",
      "migraine",
      "chronic-migraine",
      "cluster",
      "post-traumatic",
    ],
    numericClaims: [],
    faqs: [
      {
        question: "Does a nerve block hurt?",
        answer:
          "Most people feel a quick sting and some pressure, like a shot at the dentist. The numbing medicine starts working within moments. The sphenopalatine ganglion block uses a soft applicator in the nose, with no needle.",
      },
      {
        question: "How fast does it work, and how long does relief last?",
        answer: `${nerveBlockRelief} Relief can last days, weeks or longer, and it differs from person to person. Your doctor will talk with you about what to expect.`,
      },
      {
        question: "Can I drive home afterward?",
        answer:
          "Most people can, since nerve blocks do not make you sleepy. We ask you to rest for a few minutes first to be sure you feel steady. If you felt faint during the procedure, it is safer to have someone drive you.",
      },
      {
        question: "Can I have a nerve block during pregnancy?",
        answer:
          "Nerve blocks with a numbing medicine alone are often considered during pregnancy, because very little medicine reaches the rest of the body. Your doctor will choose the medicines with care and may leave out the steroid. Always tell us if you are or might be pregnant.",
      },
      {
        question: "How many nerve blocks can I have?",
        answer:
          "Blocks with a numbing medicine alone can be repeated when they help. Blocks that include a steroid are spaced further apart to limit side effects. Your doctor will set a plan that fits how long your relief lasts.",
      },
      {
        question: "Is a nerve block the same as Botox?",
        answer:
          "No. A nerve block uses a numbing medicine, sometimes with a steroid, to calm a nerve for a while, and it can be done for many kinds of headache. Botox is a different medicine given on a fixed schedule to prevent chronic migraine.",
      },
    ],
    sources: [
      sources.ahsNerveBlockReview,
      sources.ahsClusterGuideline,
      sources.ichd3,
      sources.xylocaineLabel,
      sources.marcaineLabel,
    ],
    updated,
  },
  {
    slug: "infusions",
    title: "Infusion Therapy",
    icon: Droplet,
    description:
      "Medicines given through a vein in the office to break a severe or prolonged migraine attack.",
    summary:
      "Infusion therapy gives headache medicines through a vein in the office. It can break a severe or long migraine attack, often without a trip to the emergency room.",
    whoFor: [
      "People with a severe migraine attack that their usual medicines have not stopped.",
      "People with an attack that has gone on for days, sometimes called status migrainosus.",
      "People with so much nausea or vomiting that they cannot keep medicine down.",
      "People who are stopping an overused headache medicine and need help getting through the hardest days.",
      "People with chronic migraine or cluster headache in a difficult stretch, when their doctor thinks a short series of infusions may help.",
    ],
    howItWorks: [
      "Medicine given through a vein starts working quickly. It does not depend on the stomach, which often slows down during a migraine attack. Your doctor chooses the medicines based on your attack, your health, and what you have already taken.",
      "Anti-nausea medicines such as metoclopramide (Reglan) or prochlorperazine (Compazine) also ease headache. Other choices include ketorolac (Toradol), an anti-inflammatory pain medicine, and magnesium. Another is dihydroergotamine (DHE; brand name D.H.E. 45), a long-used migraine medicine. Valproate (Depacon), an anti-seizure medicine, is one more option.",
      "A steroid such as dexamethasone (Decadron) can lower the chance that the headache comes back over the next few days. IV fluids help if you are dehydrated. Diphenhydramine (Benadryl) is often given with anti-nausea medicines to prevent restlessness.",
      "An infusion treats an attack; it does not prevent future ones. If you need infusions often, that is a sign to look again at your preventive plan.",
    ],
    visit: [
      "Call the office first so we can decide whether an infusion is right for you and set a time. Bring a list of everything you have taken for this attack and when you took it. This matters most for triptans, migraine medicines such as sumatriptan, because DHE cannot be given too soon after one. If you may receive sedating medicines, arrange for someone to drive you home.",
      "DHE is not safe for everyone, so please tell us if any of the following apply to you. DHE must not be given with medicines that slow how the body clears it (strong CYP3A4 blockers). Together they can narrow blood vessels so much that a hand, a foot or an organ is harmed.",
      "These medicines include certain antibiotics, such as clarithromycin, some HIV medicines, and some medicines for fungal infections, such as ketoconazole. DHE is also not given to people with heart disease, narrowed blood vessels of the legs or arms, or blood pressure that is not under control. It is not given during pregnancy.",
      "DHE is also avoided when migraine aura causes weakness on one side of the body (hemiplegic migraine). The same is true when aura comes from the brainstem, with symptoms such as slurred speech, spinning dizziness or double vision.",
      "You rest in a recliner in a quiet, dim room. A nurse places a small IV line in your arm, and the medicines are given slowly while we check how you feel and watch your blood pressure. Most infusions take from about an hour to a few hours.",
      "After the infusion, plan to rest for the rest of the day. You will need someone to drive you home if you were given sedating medicines. Call us if the headache returns or if you notice any new symptoms.",
    ],
    schedule: [
      "Infusions are given when you need them, not on a set schedule. Most patients have them only now and then, for attacks that do not respond to their usual treatment.",
      "Sometimes your doctor may suggest a short series of infusions over several days to break a long or stubborn cycle. If you find yourself needing infusions often, we will review your preventive treatment at your next follow-up visit.",
    ],
    sideEffects: [
      "Drowsiness, often from anti-nausea medicines or diphenhydramine.",
      "Restlessness or a feeling that you cannot sit still, which can happen with anti-nausea medicines and can be treated.",
      "Rarely, muscle spasms in the face or neck from anti-nausea medicines, which are treated right away.",
      "A warm or flushed feeling with magnesium.",
      "Nausea, leg cramps or chest tightness with DHE. Tell the nurse right away if you feel chest tightness.",
      "Soreness or bruising where the IV was placed.",
      "With steroids, trouble sleeping or a short rise in blood sugar.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      `Most plans cover in-office infusions for migraine. Some ask for a prior authorization for certain medicines or for a series of infusions, and we handle that for you. Your plan may leave you a copay or deductible. ${clinic.insurance.payment}`,
    ],
    conditionSlugs: ["migraine", "chronic-migraine", "medication-overuse", "cluster"],
    numericClaims: [
      // "D.H.E. 45" is the brand's own name; the sentence splitter reads its
      // "45" as the start of a sentence, so the figure is declared alone.
      { text: "45", source: "dhe45Label" },
      { text: "CYP3A4", source: "dhe45Label" },
      { text: "911", source: "practice" },
    ],
    faqs: [
      {
        question: "How long does an infusion take?",
        answer:
          "Most infusions take from about an hour to a few hours, depending on the medicines used and how you respond. You rest in a quiet room the whole time. Bring something to keep you comfortable, such as a sweater or eye mask.",
      },
      {
        question: "Why do I need someone to drive me home?",
        answer:
          "Several infusion medicines, such as anti-nausea medicines and diphenhydramine, can make you drowsy. It is not safe to drive after these. If you receive sedating medicines, please arrange a ride before you come in.",
      },
      {
        question: "When should I go to the emergency room instead?",
        answer:
          "Call 911 or go to the nearest emergency room for a sudden, severe headache that peaks within a minute. Do the same for a headache with fever and a stiff neck, or with confusion or passing out after a head injury. Go also for a new headache with vision loss or slurred speech, and for the worst headache of your life. An office infusion cannot treat the serious problems these can signal.",
      },
      {
        question: "Can I have an infusion if I already took a triptan today?",
        answer:
          "Often yes, but tell us exactly what you took and when. DHE is not given within about a day of a triptan, so your doctor may choose other medicines instead. Bringing a list of what you took makes this quick and safe.",
      },
      {
        question: "Can I have an infusion during pregnancy?",
        answer:
          "Some infusion medicines, such as DHE and valproate, are not used during pregnancy, and some anti-inflammatory medicines are avoided at certain stages. Other medicines may still be an option. Always tell us if you are or might be pregnant so your doctor can choose safely.",
      },
    ],
    sources: [
      sources.ahsEmergencyGuideline,
      sources.dhe45Label,
      sources.ahsConsensus,
      sources.ichd3,
    ],
    updated,
  },
  {
    slug: "neuromodulation",
    title: "Neuromodulation",
    icon: Radio,
    description:
      "FDA-cleared devices that use mild electrical or magnetic pulses to treat or prevent attacks, without medicine.",
    summary:
      "Neuromodulation devices are FDA-cleared tools that send mild electrical or magnetic pulses to nerves of the head, neck or arm. They can treat or prevent migraine attacks. Their side effects are usually mild.",
    whoFor: [
      "People who would like to use fewer medicines, or none, for their headaches.",
      "People who have had side effects from medicines, or whose other health conditions limit which medicines they can take.",
      "People who treat attacks on many days and want to lower their risk of medication-overuse headache.",
      "People with cluster headache, for whom a vagus nerve device (gammaCore) is cleared.",
      "Some people who are pregnant or planning a pregnancy, after talking with their doctor.",
    ],
    howItWorks: [
      "Neuromodulation devices send mild electrical or magnetic pulses to nerves or parts of the brain involved in headache. This can change how pain signals travel and calm the activity that drives an attack. The devices sit on the skin and are used at home; nothing is implanted. Some are meant to stop an attack, some to prevent attacks, and some can do both.",
      "There are four main types. Each is named here with a device the FDA has cleared.",
      "External trigeminal nerve stimulation (Cefaly) is a small device that clips onto a self-adhesive electrode on the forehead. It stimulates branches of the trigeminal nerve above the eyes.",
      "Vagus nerve stimulation through the skin (gammaCore) uses a handheld device held against the side of the neck. It sends pulses to the vagus nerve, and it is cleared for migraine and for cluster headache.",
      "Single-pulse transcranial magnetic stimulation (sTMS, sold as SAVI Dual) is a handheld device held at the back of the head. It gives a brief magnetic pulse that can interrupt the brain activity linked to migraine.",
      "Remote electrical neuromodulation (Nerivio) is an armband worn on the upper arm and run by a phone app. It stimulates nerves in the arm, which switches on the brain's own pain-control system.",
      "FDA clearance means the FDA has reviewed a device and allowed it to be sold for a stated use. Results differ from person to person. Many patients use a device together with their medicines rather than in place of them.",
    ],
    visit: [
      "At your visit, your doctor talks with you about your attacks, your medicines, and your health history to choose the type of device that fits you. Some devices are not a good match for people with a pacemaker or another implanted electrical device. The same goes for metal in the head or neck and some other conditions, so tell us about any implants.",
      "Most devices need a prescription and are sent to you by the maker or a medical supplier. We show you how to place and use the device. When possible, you try a first session with us so you know what it feels like.",
      "Use the device's app or your headache diary to record each session and each attack. Bring this record to your follow-up visits.",
    ],
    schedule: [
      "How often you use a device depends on its type and on your plan. To treat an attack, you usually start a session at the first sign of pain. To prevent attacks, you use it on a set daily routine. Your doctor will give you clear instructions for your device.",
      `Give a device a fair trial, usually a couple of months for prevention, before deciding whether it helps. We review your records and your ${outcomeMeasures} scores at follow-up visits ${followUpEvery}, and adjust the plan as needed.`,
    ],
    sideEffects: [
      "Tingling or prickling under the device during a session.",
      "Skin redness or irritation where the device touches the skin.",
      "Brief discomfort or muscle twitching near the device, for example in the neck or face.",
      "Sleepiness or lightheadedness during or after a session with some devices.",
      "A warm feeling or mild ache in the upper arm with the armband device.",
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "Coverage for neuromodulation devices varies more than coverage for medicines, and some plans do not pay for them. We check your benefits, send any prior authorization request, and tell you what you may owe before the device is ordered. Some device makers offer trial periods or payment programs.",
    ],
    conditionSlugs: ["migraine", "chronic-migraine", "cluster", "medication-overuse"],
    numericClaims: [{ text: followUpEvery, source: "practice" }, outcomeMeasureClaim],
    faqs: [
      {
        question: "Does neuromodulation hurt?",
        answer:
          "Most people feel tingling, pulsing or a light tap rather than pain. You can usually adjust the strength on electrical devices to a level that feels comfortable. If a session is uncomfortable, tell us and we will help you adjust it.",
      },
      {
        question: "Can I use a device along with my medicines?",
        answer: `Yes. Many patients use a device together with their preventive and acute medicines. Acute medicine is ${acuteMeans}. Using a device for some attacks may also help you take it on fewer days.`,
      },
      {
        question: "Do I need a prescription?",
        answer:
          "Most neuromodulation devices need a prescription, and a few can be bought without one. Even for those, it helps to talk with your doctor first so the device fits into your overall plan. We can help you compare the options.",
      },
      {
        question: "Is it safe if I have a pacemaker or a metal implant?",
        answer:
          "Some devices are not recommended for people with a pacemaker, another implanted electrical device, or metal in the head or neck. Tell your doctor about every implant you have. We will choose a device that is safe for you, or suggest another treatment.",
      },
      {
        question: "How will I know if it is working?",
        answer: `Record your sessions and your attacks in the device's app or a headache diary. At follow-up visits we compare your headache days and your ${outcomeMeasures} scores over time. For prevention, it usually takes a couple of months to see a clear pattern.`,
      },
      {
        question: "Will my insurance pay for a device?",
        answer:
          "Coverage varies a lot from plan to plan. We check your benefits and handle any prior authorization before the device is ordered. If your plan does not cover it, we can tell you about programs some makers offer.",
      },
    ],
    sources: [
      sources.cefalyClearance,
      sources.gammaCoreClearance,
      sources.saviDualClearance,
      sources.nerivioClearance,
      sources.ahsConsensus,
    ],
    updated,
  },
  {
    slug: "preventives",
    title: "Preventive Medications",
    icon: Shield,
    description:
      "Daily or periodic medicines that lower how often attacks happen and how severe they are.",
    summary: `Preventive medicines are taken on a schedule, not just during an attack, to make attacks less frequent and less severe. They are worth considering when migraine comes on ${preventiveThreshold} days a month.`,
    keyFacts: [
      {
        label: "Considered at",
        value: `${preventiveThreshold} migraine days a month`,
      },
      {
        label: "First follow-up",
        value: `${newPreventiveFollowUp} after starting`,
      },
      { label: "Time to judge one", value: "Weeks to a few months" },
    ],
    whoFor: [
      `People with ${preventiveThreshold} migraine days a month.`,
      "People whose attacks disrupt work, school or family life, even if they come less often.",
      `People who need acute medicine on more than about 2 days a week. Acute medicine is ${acuteMeans}. Needing it that often raises the risk of medication-overuse headache.`,
      `People with chronic migraine. That means ${chronicMigraineDefinition}.`,
      "People with cluster headache or post-traumatic headache, where a preventive is often part of the plan.",
      "People whose acute medicines do not work well or are not safe for them.",
    ],
    howItWorks: [
      "Preventive medicines are taken on a regular schedule to make the brain less easily set off into an attack. The goal is fewer migraine days, milder and shorter attacks, and acute medicines that work better. A preventive will not make migraine go away for good. A common goal is to cut migraine days by about half or more.",
      "Several kinds of medicine can prevent migraine. Beta blockers such as propranolol slow the heart and calm the nervous system. Anti-seizure medicines such as topiramate and valproate quiet overactive nerve signals. Antidepressants such as amitriptyline act on pain pathways, even in people who are not depressed. Candesartan is a blood pressure medicine that also helps prevent migraine.",
      "CGRP medicines block a protein involved in attacks, and Botox is used for chronic migraine. For cluster headache, verapamil is often used. Some of these, such as amitriptyline and candesartan, are used off label. That means the FDA has not approved them for migraine, but studies and expert groups support their use.",
      "Your doctor chooses a preventive based on your other health conditions, the medicines you already take, your pregnancy plans, side effects you want to avoid, and cost. Pills are usually started at a low dose and raised slowly to limit side effects. It usually takes weeks to a few months to judge whether one is working.",
    ],
    visit: [
      "The choice of a preventive usually starts at your consultation. Your doctor reviews your headache history and diary, examines you, and explains the options that suit you, including their possible side effects.",
      `We see you ${newPreventiveFollowUp} after you start a new preventive to check for side effects and adjust the dose if needed. ${clinic.telehealth.eligibility} After your first visit you are an established patient, so this check-in can often be by telehealth. ${clinic.telehealth.location}`,
      `Bring your headache diary to each visit. We also use the ${outcomeMeasures} questionnaires to measure how much headaches affect your life, and we compare the scores over time.`,
    ],
    schedule: [
      `Most preventive pills are taken every day, once or twice a day. Some other preventives are given less often. CGRP antibody shots are given monthly or every three months, and Botox every ${botox.everyWeeks} weeks. After the first follow-up, most patients are seen ${followUpEvery}.`,
      "It usually takes weeks to a few months to judge a preventive, so try not to give up on it too early. If it works well for several months to a year, you and your doctor may talk about lowering or stopping it. Do not stop a preventive suddenly on your own. Some, such as beta blockers, need to be lowered slowly.",
    ],
    sideEffects: [
      "Side effects depend on the medicine. Many are mild and fade after the first few weeks.",
      "Tiredness, dizziness or a slow heart rate with beta blockers such as propranolol.",
      "Tingling in the hands and feet, trouble finding words, or less appetite with topiramate.",
      "With topiramate, sudden eye pain or blurred vision can be a sign of a rare eye problem called angle-closure glaucoma. Get care now: call us, or go to an emergency room if you cannot reach us.",
      "Topiramate can cause kidney stones. Drink plenty of water, and call us if you have sharp pain in your side or back.",
      "Topiramate can make hormonal birth control, such as the pill, work less well. Ask us which kind of birth control suits you.",
      "Drowsiness, dry mouth or weight gain with amitriptyline.",
      "Lightheadedness from lower blood pressure with candesartan.",
      "Valproate is never used to prevent migraine during pregnancy, because it can cause serious birth defects and harm how a baby's brain develops. We also avoid it for anyone who could become pregnant.",
      "Topiramate and candesartan can also harm an unborn baby. Tell us if you are pregnant or planning to be.",
    ],
    moreSections: [
      {
        heading: "Care without medicine",
        paragraphs: [
          "Daily habits and skills can make migraine come less often, alone or together with medicine. They are also a good first step in pregnancy. These help many people:",
        ],
        points: [
          "Regular sleep: going to bed and getting up at about the same times each day, weekends too.",
          "Regular meals and enough water. Skipping meals is a common trigger.",
          "Regular exercise, such as brisk walking, cycling or swimming, on most days of the week.",
          "Cognitive behavioral therapy (CBT): a kind of talk therapy that teaches skills to handle pain, stress and worry about the next attack.",
          "Biofeedback: a sensor shows you a body signal, such as muscle tension or skin warmth, so you can learn to change it.",
          "Relaxation training, such as slow breathing and relaxing your muscles one group at a time.",
          "Magnesium and riboflavin (vitamin B2) supplements, which a 2012 guideline rated as probably effective (Level B) for preventing migraine. That is good evidence, but not the strongest level. Tell us before you start one, since magnesium can loosen the stools.",
        ],
      },
      {
        heading: "Pregnancy and breastfeeding",
        paragraphs: [
          "If you could become pregnant, please plan ahead with us. Some preventives can harm an unborn baby, so the choice of medicine depends on your plans. Tell us as early as you can if you are pregnant or trying to be.",
          "Valproate and topiramate are avoided in pregnancy. So are candesartan and other blood pressure medicines of its kind. CGRP medicines are also stopped, because not enough is known about them in pregnancy.",
          "Many people have fewer attacks while pregnant, most of all in the later months. If a preventive is still needed, doctors often choose propranolol. Care without medicine and nerve blocks with numbing medicine alone may also help.",
          "Some preventives can be used while breastfeeding, but not all. Tell us you are breastfeeding so we can check each medicine with you.",
        ],
      },
    ],
    insurance: [
      `${insuranceOpening} ${priorAuthorizationMeaning}`,
      "Older preventive pills are usually covered without extra steps. Newer treatments, such as CGRP medicines and Botox, often need a prior authorization, and we send the request and your records for you. If your plan asks for more information or denies a request, we let you know and handle the next steps.",
    ],
    conditionSlugs: [
      "migraine",
      "chronic-migraine",
      "post-traumatic",
      "cluster",
      "medication-overuse",
    ],
    numericClaims: [
      { text: preventiveThreshold, source: "practice" },
      { text: newPreventiveFollowUp, source: "practice" },
      { text: "about 2 days a week", source: "practice" },
      { text: chronicMigraineDefinition, source: "ichd3" },
      { text: `every ${botox.everyWeeks} weeks`, source: "botoxLabel" },
      { text: followUpEvery, source: "practice" },
      { text: "vitamin B2", source: "aanAhsComplementary" },
      { text: "2012 guideline", source: "aanAhsComplementary" },
      outcomeMeasureClaim,
    ],
    faqs: [
      {
        question: "How long until a preventive starts working?",
        answer:
          "It usually takes weeks to a few months to see the full effect, partly because doses are raised slowly. Keep a diary so you and your doctor can see small changes. Try not to stop too early unless side effects are a problem.",
      },
      {
        question: "Will I have to take it forever?",
        answer:
          "Not always. If a preventive works well for several months to a year, you and your doctor may decide to lower the dose or stop it slowly. Some people do well staying on it longer, and that decision is made together.",
      },
      {
        question: "Can I still take medicine for my attacks?",
        answer:
          "Yes. A preventive works alongside the medicine you take when an attack starts. As attacks become less frequent, many people find they need acute medicine on fewer days.",
      },
      {
        question: "What if the first preventive does not work?",
        answer:
          "That is common, and there are many other options. Your doctor may raise the dose or switch to a different kind of medicine. Or your doctor may add another treatment, such as a CGRP medicine or, for chronic migraine, Botox. Each attempt also teaches us more about what works for you.",
      },
      {
        question:
          "Why would I take an antidepressant or blood pressure medicine if I am not depressed and my blood pressure is normal?",
        answer:
          "Some of these medicines also act on the pathways that drive migraine. They are used at doses chosen to prevent headaches, and they can help even if you do not have depression or high blood pressure. Your doctor will check that the medicine is safe for you.",
      },
      {
        question: "Are preventives safe during pregnancy?",
        answer:
          "Some are not. Valproate, topiramate and candesartan can harm an unborn baby, and others have limited safety information. If you are pregnant, might become pregnant, or are breastfeeding, tell us so your doctor can choose a safer plan.",
      },
    ],
    sources: [
      sources.ahsConsensus,
      sources.ahsCgrp,
      sources.ichd3,
      sources.aanAhsComplementary,
      sources.headacheConsortiumBehavioral,
      sources.acogHeadachePregnancy,
      sources.ahsClusterGuideline,
      sources.topamaxLabel,
      sources.depakoteLabel,
      sources.atacandLabel,
      sources.inderalLaLabel,
      sources.botoxLabel,
    ],
    updated,
  },
] as const satisfies readonly Treatment[];

/**
 * The /treatments page. Its search-result description names every treatment
 * above (app/lib/site-pages.ts), so a new entry shows up there by itself.
 */
export const treatmentsIndex = {
  seoTitle: "Migraine & Headache Treatments",
  description: (names: string) => `${names}: headache treatment in Brooklyn.`,
  title: "Treatment Options",
  intro:
    "From daily prevention to in-office procedures, we match the treatment to your kind of headache, your health and your goals.",
  callToAction: {
    heading: "Find the treatment that fits you",
    points: [clinic.insurance.summary, clinic.insurance.priorAuthorizationBadge],
  },
};

/** The call to action that closes every treatment page. */
export const treatmentCallToAction = {
  heading: "Ask whether this treatment is right for you",
  points: [clinic.newPatients.badge, clinic.insurance.priorAuthorization],
};

export type TreatmentSlug = (typeof treatments)[number]["slug"];
