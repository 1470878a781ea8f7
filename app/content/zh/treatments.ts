// The treatment pages (/treatments and /treatments/{slug}) and their index and
// call-to-action objects, in Simplified Chinese.
//
// Draft Simplified Chinese translation of app/content/treatments.ts; awaiting
// review by a qualified medical translator. 2026-11-23.
//
// Kept in the English file's order so a reviewer can read the two side by
// side. Practice figures are read from careFacts as in the English. Slugs,
// icons, `featured`, linked condition slugs, claim sources, source lists and
// review dates are the English values, by reference.
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import type { Translated } from "#app/content/translated.ts";
import * as en from "#app/content/treatments.ts";
import { clinicWords as practiceWords } from "./clinic.ts";

const botox = careFacts.botox;
const chronic = careFacts.chronicMigraine;
const outcomeMeasures = careFacts.outcomeMeasures.join(" 和 ");
const followUpEvery = `每 ${formatRange(careFacts.followUpEveryWeeks)} 周`;
const newPreventiveFollowUp = `${formatRange(careFacts.newPreventiveFollowUpWeeks)} 周`;
const preventiveThreshold = `${careFacts.preventiveThresholdMigraineDays} 天或以上`;
const cgrpTrial = `${careFacts.cgrpTrialMonths} 个月的试用期`;
const quarterlyCgrpTrial = `${careFacts.quarterlyCgrpTrialMonths} 个月后`;

// What "acute" (急性期) means, the same words as the Chinese condition pages.
const acuteMeans = "在发作开始时服用的药物";

/** The chronic migraine definition in plain words, shared by several pages. */
const chronicMigraineDefinition = `每月头痛 ${chronic.headacheDaysPerMonth} 天或以上，持续超过 ${chronic.months} 个月，其中至少 ${chronic.migraineDays} 天具有偏头痛特征`;

// How soon a nerve block may help: the English file's nerveBlockRelief.
const nerveBlockRelief =
  "疼痛往往在几分钟内就会缓解。有些人的缓解会在几天内逐渐出现，而且并非每个人都能从中获益。";

// The practice's sentences this page repeats, from the translation of clinic.ts.
const clinicText = {
  newPatientsBadge: practiceWords.newPatients.badge,
  insuranceSummary: practiceWords.insurance.summary,
  priorAuthorization: practiceWords.insurance.priorAuthorization,
  priorAuthorizationBadge: practiceWords.insurance.priorAuthorizationBadge,
  payment: practiceWords.insurance.payment,
  telehealthEligibility: practiceWords.telehealth.eligibility,
  telehealthLocation: practiceWords.telehealth.location,
};

// The first sentences of every "Insurance and prior authorization" section.
const insuranceOpening = `${clinicText.insuranceSummary}${clinicText.priorAuthorization}`;

/** What a prior authorization is, in plain words. */
const priorAuthorizationMeaning =
  "事先授权是某些保险计划在同意支付某项治疗费用之前要求的一个步骤。医生会把您的病历发给保险计划，并说明您为什么需要这项治疗。保险计划随后审核申请，决定批准或拒绝。";

const [enBotox, enCgrp, enNerveBlocks, enInfusions, enNeuromodulation, enPreventives] =
  en.treatments;

export const treatments = [
  {
    slug: enBotox.slug,
    title: "Botox 治疗慢性偏头痛",
    icon: enBotox.icon,
    featured: enBotox.featured,
    description: `经 FDA 批准的 A 型肉毒毒素注射治疗，用于患有慢性偏头痛的成人，每 ${botox.everyWeeks} 周注射一次。`,
    summary: `Botox（A 型肉毒毒素）是经 FDA 批准、用于患有慢性偏头痛的成人的预防性治疗。在头颈部特定肌肉进行小剂量注射，每 ${botox.everyWeeks} 周重复一次，可使许多患者的头痛天数减少。`,
    keyFacts: [
      { label: "注射针数", value: `${botox.injections}` },
      { label: "肌肉区域", value: `${botox.muscleAreas}` },
      { label: "总单位数", value: `${botox.units}` },
      { label: "重复间隔", value: `每 ${botox.everyWeeks} 周` },
      { label: "就诊时长", value: `约 ${botox.minutes} 分钟` },
      { label: "年龄", value: `${botox.minAge} 岁及以上成人` },
    ],
    whoFor: [
      `患有慢性偏头痛的 ${botox.minAge} 岁及以上成人。慢性偏头痛是指${chronicMigraineDefinition}。`,
      "服用预防性药片后头痛改善不够，或因副作用而无法坚持服用的人。",
      "比起每天记着吃药，更愿意一年只接受几次治疗的人。",
      `急性期药物用得过于频繁的慢性偏头痛患者，作为减药计划的一部分。急性期药物是指${acuteMeans}。`,
    ],
    howItWorks: [
      "Botox 是一种提纯的蛋白质，由一种名为肉毒梭菌（Clostridium botulinum）的细菌产生。在极小剂量下，它能阻止神经末梢释放某些化学信使。对于偏头痛，研究人员认为它能让头颈部的痛觉神经平静下来。它的作用方式是减少 CGRP 等传递疼痛信号的物质的释放。随着时间推移，到达大脑的疼痛信号减少，大脑也可能不再那么容易被触发。",
      `治疗遵循 PREEMPT 方案，也就是促成 FDA 批准的那些研究所用的方法。您总共接受 ${botox.units} 单位，分 ${botox.injections} 针，每针 5 单位，注射到 ${botox.muscleAreas} 个肌肉区域。头部的区域是前额（额肌）、两眉之间（皱眉肌和降眉间肌）、太阳穴（颞肌）和后脑（枕肌）。较下方的区域是后颈部（颈椎旁肌）和肩膀上方（斜方肌）。`,
      "Botox 是一种预防性治疗。它不能制止已经开始的发作；目标是减少头痛天数、减轻发作。有些人在几周内就会注意到变化，但效果往往会在最初两到三个疗程中逐渐增强。Botox 已获 FDA 批准用于成人慢性偏头痛。它未获批准用于发作性偏头痛，因为研究在这类患者中未显示出明确的益处。",
    ],
    visit: [
      "在首次治疗前，医生会确认您患有慢性偏头痛，回顾您用过的药物，并请您记头痛日记。治疗前无需特别准备。照常吃饭，照常服用日常药物，并穿一件方便露出颈部和肩膀的上衣。如果您正在服用抗凝药物，或曾因其他原因注射过 Botox，请告诉我们。",
      `治疗本身需要约 ${botox.minutes} 分钟。您坐在椅子上，医生清洁皮肤后，用非常细的针头完成 ${botox.injections} 针注射。大多数人每一针都会感到短暂的捏痛或刺痛，很少需要使用麻醉药膏。`,
      "治疗后，您可以自己开车回家，并照常进行日常活动。当天余下的时间里，尽量不要揉搓或按压注射部位。请继续记头痛日记；如果出现让您担心的副作用，请致电我们。",
    ],
    schedule: [
      `Botox 每 ${botox.everyWeeks} 周重复一次。这与药效通常持续的时间以及研究中采用的疗程安排一致，因此两次治疗的间隔不会缩短。大多数患者会在离开前预约下一次治疗。`,
      `每次就诊时，我们会查看您的日记以及 ${outcomeMeasures} 评分，看看有多大变化。由于疗效常在最初两到三个疗程中逐渐增强，我们通常在那之后再评估 Botox 是否有效。如果有效，许多患者会长期坚持治疗，我们也会持续评估它是否仍是合适的选择。`,
    ],
    sideEffects: [
      "颈部疼痛或僵硬。",
      "针刺处疼痛、发红或出现小块淤青。",
      "治疗后一两天内出现头痛。",
      "眼睑下垂或眉毛形状改变，会随药效消退而消失。",
      "颈部或肩部肌肉无力，可能会在一段时间内让您较难抬起头。",
      "极少数情况下，药效可能扩散到注射的肌肉以外，引起吞咽、说话或呼吸困难。如果发生这种情况，请立即就医。",
    ],
    insurance: [
      `${insuranceOpening}${priorAuthorizationMeaning}`,
      "对于 Botox，大多数保险计划会要求提供显示慢性偏头痛诊断的病历，并列出您已尝试过的预防性药物。我们会收集这些病历、提交申请，并与您的保险计划跟进。许多保险计划在最初几次治疗后还会要求重新批准，并根据您的头痛日记了解治疗效果。如果您的保险计划通过专科药房提供药物，我们会安排将药物送到诊所。",
    ],
    conditionSlugs: enBotox.conditionSlugs,
    numericClaims: [
      { text: `${botox.minAge} 岁及以上`, source: enBotox.numericClaims[0].source },
      { text: `每 ${botox.everyWeeks} 周`, source: enBotox.numericClaims[1].source },
      { text: `${botox.units} 单位`, source: enBotox.numericClaims[2].source },
      { text: `${botox.injections} 针，每针 5 单位`, source: enBotox.numericClaims[3].source },
      { text: `${botox.injections} 针`, source: enBotox.numericClaims[4].source },
      { text: `${botox.muscleAreas} 个肌肉区域`, source: enBotox.numericClaims[5].source },
      { text: chronicMigraineDefinition, source: enBotox.numericClaims[6].source },
      { text: `约 ${botox.minutes} 分钟`, source: enBotox.numericClaims[7].source },
      { text: "HIT-6", source: enBotox.numericClaims[8].source },
    ],
    faqs: [
      {
        question: "如果我是发作性偏头痛，Botox 有帮助吗？",
        answer: `Botox 仅获 FDA 批准用于慢性偏头痛。慢性偏头痛是指${chronicMigraineDefinition}。在头痛天数较少的人群中，研究未显示出明确的益处。如果您是发作性偏头痛，其他预防性治疗通常更合适。`,
      },
      {
        question: "注射疼吗？",
        answer: `针头非常细，大多数人形容每一针都像短暂的捏痛或刺痛。全部注射加起来需要约 ${botox.minutes} 分钟。有些人的颈部或前额会有一两天轻微酸痛。`,
      },
      {
        question: "多久能感觉到变化？",
        answer:
          "有些人在首次治疗后几周内就会注意到头痛天数减少。对另一些人来说，效果会在最初两到三个疗程中逐渐增强。因此，我们通常建议先接受不止一轮治疗，再判断 Botox 对您是否有效。",
      },
      {
        question: "Botox 会改变我的面部外观吗？",
        answer:
          "剂量和注射部位都是为治疗偏头痛而选择的，不是为了美容。有些人会发现额头纹变得平滑。较少见的情况是眼睑或眉毛略微下垂，这会随药效消退而消失。",
      },
      {
        question: "我可以继续使用其他偏头痛药物吗？",
        answer:
          "大多数情况下可以。您可以继续使用制止发作的药物。有些患者会同时使用 Botox 和另一种预防性治疗，例如 CGRP 药物。医生会和您一起核对您的全部用药清单。",
      },
      {
        question: "哪些人不适合使用 Botox？",
        answer:
          "如果注射部位有感染，或曾对 Botox 发生过敏反应，则不能使用。患有重症肌无力或肌萎缩侧索硬化（ALS）等神经肌肉疾病，或有吞咽、呼吸困难的人，使用时需要格外谨慎。Botox 在孕期的研究还不充分，因此如果您已怀孕或计划怀孕，请告诉我们。",
      },
    ],
    sources: enBotox.sources,
    updated: enBotox.updated,
  },
  {
    slug: enCgrp.slug,
    title: "CGRP 疗法",
    icon: enCgrp.icon,
    featured: enCgrp.featured,
    description: "阻断 CGRP（一种参与偏头痛发作的蛋白质）的药物，用于预防发作和急性期治疗。",
    summary:
      "CGRP 靶向药物可阻断 CGRP（降钙素基因相关肽），这是一种在偏头痛发作中起核心作用的蛋白质。有些药物用于预防发作，另一些用于在发作开始后制止发作。美国头痛学会将它们列为预防偏头痛的一线选择之一。",
    keyFacts: [
      {
        label: "每月一次的预防药物的试用期",
        value: `${careFacts.cgrpTrialMonths} 个月`,
      },
      {
        label: "每三个月一次的预防药物的试用期",
        value: `${careFacts.quarterlyCgrpTrialMonths} 个月`,
      },
      { label: "复诊", value: "每月或每季度一次" },
      { label: "剂型", value: "自行注射、静脉输注、片剂或鼻喷剂" },
    ],
    whoFor: [
      "希望减少偏头痛天数的发作性或慢性偏头痛成人患者。",
      "首次开始预防性治疗的人。美国头痛学会现在把这些药物列为一线选择之一。",
      "服用较传统的预防性药物效果不够或出现副作用的人。",
      `需要急性期药物（即${acuteMeans}），但不能使用曲坦类药物或曲坦类药物对其无效的人。曲坦类药物（如舒马普坦）是较早的、专门用于制止偏头痛发作的药物。`,
      "发作性丛集性头痛成人患者。有一种 CGRP 抗体（加卡奈珠单抗）已获批准用于治疗这种头痛。",
    ],
    howItWorks: [
      "CGRP 是由三叉神经（头部主要的痛觉神经）释放的一种蛋白质。偏头痛发作时，CGRP 水平会升高。它会使大脑周围的血管扩张，并帮助传递和放大疼痛信号。阻断 CGRP 或它所结合的位点，可以让发作减少，也更容易制止。",
      "CGRP 药物分为两大类。第一类是抗体，即在实验室中制造的蛋白质。其中大多数直接与 CGRP 结合；依瑞奈尤单抗则是阻断 CGRP 结合的位点。它们通过注射或静脉输注给药，在体内可维持数周到数月，只用于预防。",
      "第二类是吉泮类药物，是较新的偏头痛药物。它们是小分子药物，以片剂或鼻喷剂形式使用，可阻断 CGRP 结合的位点。有些按固定时间服用以预防发作，有些在发作开始时服用。",
      "2024 年，美国头痛学会表示，CGRP 药物属于预防偏头痛的一线选择。这意味着您不必先尝试较传统的药物。与曲坦类药物不同，吉泮类药物不会使血管收缩。因此，对于一些不能使用曲坦类药物的人，它们可能是一个选择。",
    ],
    medications: [
      {
        name: "依瑞奈尤单抗（Aimovig）",
        dosing: "每月自行注射一次",
        mechanism: "阻断 CGRP 受体的抗体",
        use: "预防",
      },
      {
        name: "瑞玛奈珠单抗（Ajovy）",
        dosing: "自行注射，每月一次或每三个月一次",
        mechanism: "与 CGRP 结合的抗体",
        use: "预防",
      },
      {
        name: "加卡奈珠单抗（Emgality）",
        dosing:
          "每月自行注射一次。用于偏头痛：首次先给负荷剂量。用于丛集性头痛：发作期内每月 300 毫克，不需要负荷剂量",
        mechanism: "与 CGRP 结合的抗体",
        use: "预防偏头痛；发作性丛集性头痛",
      },
      {
        name: "依替奈珠单抗（Vyepti）",
        dosing: "每三个月静脉输注一次",
        mechanism: "与 CGRP 结合的抗体",
        use: "预防",
      },
      {
        name: "阿托吉泮（Qulipta）",
        dosing: "每日服用片剂",
        mechanism: "吉泮类：阻断 CGRP 受体",
        use: "预防",
      },
      {
        name: "瑞美吉泮（Nurtec ODT）",
        dosing: "口腔崩解片，发作时按需服用，或用于预防时隔天服用",
        mechanism: "吉泮类：阻断 CGRP 受体",
        use: "急性期治疗；预防用途仅限于发作性偏头痛",
      },
      {
        name: "乌布吉泮（Ubrelvy）",
        dosing: "片剂，按需服用",
        mechanism: "吉泮类：阻断 CGRP 受体",
        use: "急性期治疗",
      },
      {
        name: "扎维吉泮（Zavzpret）",
        dosing: "鼻喷剂，按需使用",
        mechanism: "吉泮类：阻断 CGRP 受体",
        use: "急性期治疗",
      },
    ],
    visit: [
      "就诊时，医生会和您一起回顾头痛病史、头痛日记以及您正在服用的药物。我们还会检查您的血压和心脏健康状况，并询问您是否怀孕或计划怀孕。您和医生一起选择适合您生活的药物和剂型，可能是每月一次的注射、每日一次的片剂，或只在发作时使用的药物。",
      "如果您选择自行注射，我们的工作人员会教您如何使用预充式注射笔或注射器。首剂通常在诊所注射，让您回家后自己注射时更安心。依替奈珠单抗通过静脉输注，约需半小时，输注后您需要留观一小段时间。对于片剂和鼻喷剂，医生会详细说明何时使用。",
      "从一开始就记头痛日记。这是您和医生判断药物是否有效最清楚的方法。",
    ],
    schedule: [
      "CGRP 药物的使用频率取决于您用的是哪一种。注射剂每月注射一次，瑞玛奈珠单抗也可以每三个月注射一次。静脉输注每三个月一次。预防用的片剂每天或隔天服用，其他药物只在发作开始时使用。我们会根据所用药物和您的情况，每月或每季度为您复诊一次。",
      `对于每月一次的 CGRP 预防药物，我们会在 ${cgrpTrial}结束后评估疗效。每三个月给药一次的药物（依替奈珠单抗，或按这种方式使用的瑞玛奈珠单抗）需要更长时间才能判断，因此我们会在 ${quarterlyCgrpTrial}再做决定。这是遵循美国头痛学会的建议。有些人在第一个月就有改善，另一些人则需要完整的试用期。复诊时，我们会查看您的日记和 ${outcomeMeasures} 评分。如果一种 CGRP 药物效果不够，换另一种仍可能有效。`,
    ],
    sideEffects: [
      "注射部位发红、疼痛、瘙痒或肿胀。",
      "便秘，主要见于依瑞奈尤单抗。如果便秘严重或伴有腹痛，请致电我们。",
      "有两项警示适用于表中的每一种药物，抗体和吉泮类药物都一样。它们可能引起高血压或使高血压加重，因此我们会在就诊时检查您的血压。它们还可能引起或加重雷诺现象，即手指或脚趾变白或发紫，并感到发冷或麻木。如果出现其中任何一种情况，请告诉我们。",
      "吉泮类药物可能引起恶心。",
      "部分吉泮类药物可能引起嗜睡或疲倦。",
      "使用扎维吉泮鼻喷剂时可能出现味觉改变或鼻部不适。",
      "极少数情况下会出现过敏反应，例如皮疹、瘙痒或肿胀。如果出现呼吸困难，请立即就医。",
    ],
    insurance: [
      `${insuranceOpening}${priorAuthorizationMeaning}`,
      "对于 CGRP 药物，保险计划通常会询问您的诊断以及每月偏头痛的天数。有些计划仍要求您先尝试较传统的预防性药物。我们会为您提交这些病历、回答保险计划的问题，并在申请被拒时提出申诉。试用期结束后，许多保险计划会要求提供药物有效的证明，才会续批。药厂为部分有私人保险的人提供省钱计划。这些计划通常不能与 Medicare 或 Medicaid 同时使用。",
    ],
    conditionSlugs: enCgrp.conditionSlugs,
    numericClaims: [
      { text: cgrpTrial, source: enCgrp.numericClaims[0].source },
      { text: quarterlyCgrpTrial, source: enCgrp.numericClaims[1].source },
      { text: "2024", source: enCgrp.numericClaims[2].source },
      { text: "300 毫克", source: enCgrp.numericClaims[3].source },
      { text: "HIT-6", source: enCgrp.numericClaims[4].source },
    ],
    faqs: [
      {
        question: "CGRP 抗体和吉泮类药物有什么区别？",
        answer:
          "抗体是大分子蛋白质，通过注射或输注给药，只用于预防发作。吉泮类药物是小分子药物，以片剂或鼻喷剂形式使用。有些吉泮类药物用于预防发作，有些用于在发作开始后制止发作。瑞美吉泮两种用途都有，但它的预防用途仅限于发作性偏头痛。",
      },
      {
        question: "我必须先试用其他预防性药物吗？",
        answer:
          "2024 年，美国头痛学会表示这些药物属于预防的一线选择。因此从医学角度讲，您不必先试用较传统的药物。有些保险计划仍然有这样的要求。我们会为您办理事先授权及任何申诉。",
      },
      {
        question: "多久才能知道药物是否有效？",
        answer: `有些人在第一个月内偏头痛天数就会减少，另一些人则改善得较慢。因此，对于每月一次的 CGRP 预防药物，我们会在 ${cgrpTrial}结束后评估；对于每三个月一次的药物，则在 ${quarterlyCgrpTrial}评估。记日记会让这个决定清楚得多。`,
      },
      {
        question: "使用 CGRP 抗体期间，我可以在发作时使用吉泮类药物吗？",
        answer:
          "有些患者确实会同时使用这两类药物，但关于这种联合用药的研究仍然有限。医生会综合考虑您的发作规律、其他用药和保险承保情况，再决定是否建议。请不要在未与我们商量的情况下自行联合使用。",
      },
      {
        question: "CGRP 药物在孕期安全吗？",
        answer:
          "目前还没有足够的信息来确定这些药物在怀孕或哺乳期间是否安全。抗体在最后一次用药后还会在体内存留数月。如果您计划怀孕，请尽早告诉我们，以便规划何时停药。",
      },
      {
        question: "CGRP 药物会导致药物过度使用性头痛吗？",
        answer:
          "抗体只用于预防发作。它们不在发作时使用，因此不计入过度用药。早期研究提示，与其他急性期药物相比，吉泮类药物引起药物过度使用性头痛的可能性或许较低。这一点尚未得到证实，因此您服用吉泮类药物的每一天，我们仍会计入用药天数。",
      },
    ],
    sources: enCgrp.sources,
    updated: enCgrp.updated,
  },
  {
    slug: enNerveBlocks.slug,
    title: "神经阻滞",
    icon: enNerveBlocks.icon,
    description: "在诊所快速进行的注射，把麻醉药注射到头部特定神经附近，以缓解疼痛。",
    summary:
      "神经阻滞是在诊所进行的一项简短操作。把少量麻醉药（有时加入类固醇）注射到头部某条神经附近，以缓解头痛。常见的选择是后脑的枕大神经。",
    whoFor: [
      "枕神经痛患者：沿枕神经分布的后脑窜痛或刺痛。",
      "偏头痛或慢性偏头痛患者，在其他治疗之外需要额外缓解，或在新的预防性药物起效前需要过渡治疗。",
      "丛集性头痛患者。枕大神经阻滞加类固醇有助于平息丛集发作期。",
      "头部受伤后出现头痛的人，尤其是后脑有触痛时。",
      "不能使用某些头痛药物的人（例如在孕期），需先与医生商量。",
    ],
    howItWorks: [
      "头皮和面部的神经把疼痛信号传入三叉神经系统。这个网络把头部的痛觉神经与大脑中参与偏头痛的区域连接起来。暂时麻醉其中一条神经，可以让整个网络平静下来，而不只是注射的那个部位。",
      "所用药物是局部麻醉药，和牙医使用的麻醉药属于同一类，例如利多卡因或布比卡因。有时会加入少量类固醇，以减轻肿胀，并帮助延长缓解时间。常见的注射目标是后脑的枕大神经和枕小神经，其他还包括眉毛上方的眶上神经，以及耳朵前方太阳穴处的耳颞神经。",
      "蝶腭神经节是位于鼻腔后方深处的一束神经。蝶腭神经节阻滞通过鼻腔进行，使用细而柔软的给药器，不用针头。",
      `头皮通常在几分钟内就会麻木。${nerveBlockRelief}缓解持续的时间因人而异。神经阻滞也有助于诊断。如果枕神经阻滞能缓解后脑疼痛，就支持枕神经痛的诊断。`,
    ],
    visit: [
      "治疗前几乎不需要准备。照常吃饭，照常服用日常药物。如果您正在服用抗凝药物、曾对麻醉药有过反应，或可能已怀孕，请事先告诉我们。",
      "您坐着或躺下，医生会通过触摸体表标志和压痛点来找到神经。清洁皮肤后，医生用细针把少量药物注射到神经附近。您可能会感到刺痛和一些压迫感，每一针只需几秒钟。",
      "蝶腭神经节阻滞通过鼻腔进行，不用针头。您仰卧，医生在两侧鼻孔各放入一根细的给药器，并留置几分钟。",
      "治疗后您需要休息几分钟，确认自己感觉良好。头皮麻木几个小时是正常的。大多数人可以自己开车回家，并照常活动。如果注射部位附近出现发红、发热、肿胀或发烧，请致电我们。",
    ],
    schedule: [
      "有些人只需要做一次神经阻滞，另一些人则需要重复进行。频率取决于缓解能维持多久以及所用的药物。含类固醇的阻滞间隔会更长，因为类固醇的剂量会随时间累积。",
      "如果您发现需要经常做神经阻滞，这说明需要重新审视您的预防方案。我们会通过您的日记和复诊跟踪进展。这样，神经阻滞就会成为整体方案的一部分，而不是孤立的治疗。",
    ],
    sideEffects: [
      "针刺处短暂酸痛或触痛。",
      "注射时或刚注射后感到头晕或快要晕倒，休息后会好转。",
      "头皮或面部麻木几个小时，这是预料之中的。",
      "极少数情况下，注射部位出现淤青、出血或感染。",
      "使用类固醇时，极少数情况下注射部位的皮肤会出现小凹陷或一小块脱发。",
      "蝶腭神经节阻滞后，短时间内可能出现口苦、喉咙发麻或流泪。",
    ],
    insurance: [
      `${insuranceOpening}${priorAuthorizationMeaning}`,
      `大多数保险计划把神经阻滞作为诊所内操作予以承保。有些计划要求事先授权，尤其是在重复进行时，我们会为您办理申请。您的保险计划可能仍需您支付共付额或免赔额。${clinicText.payment}`,
    ],
    conditionSlugs: enNerveBlocks.conditionSlugs,
    numericClaims: [],
    faqs: [
      {
        question: "神经阻滞疼吗？",
        answer:
          "大多数人会感到短暂的刺痛和一些压迫感，就像在牙科打针一样。麻醉药很快就会起效。蝶腭神经节阻滞使用放入鼻腔的柔软给药器，不用针头。",
      },
      {
        question: "多快起效？缓解能维持多久？",
        answer: `${nerveBlockRelief}缓解可以持续几天、几周或更长时间，因人而异。医生会和您讨论可以期待的效果。`,
      },
      {
        question: "治疗后我可以自己开车回家吗？",
        answer:
          "大多数人可以，因为神经阻滞不会让人犯困。我们会请您先休息几分钟，确认您状态平稳。如果您在操作过程中感到快要晕倒，最好请别人开车送您。",
      },
      {
        question: "怀孕期间可以做神经阻滞吗？",
        answer:
          "孕期通常可以考虑只用麻醉药的神经阻滞，因为进入全身的药物非常少。医生会谨慎选择药物，也可能不加类固醇。如果您已怀孕或可能怀孕，请务必告诉我们。",
      },
      {
        question: "神经阻滞可以做多少次？",
        answer:
          "只用麻醉药的阻滞如果有效，可以重复进行。含类固醇的阻滞间隔会更长，以减少副作用。医生会根据您的缓解能维持多久来制定方案。",
      },
      {
        question: "神经阻滞和 Botox 一样吗？",
        answer:
          "不一样。神经阻滞使用麻醉药（有时加类固醇），让神经暂时平静下来，可用于多种头痛。Botox 是另一种药物，按固定时间表注射，用于预防慢性偏头痛。",
      },
    ],
    sources: enNerveBlocks.sources,
    updated: enNerveBlocks.updated,
  },
  {
    slug: enInfusions.slug,
    title: "静脉输注治疗",
    icon: enInfusions.icon,
    description: "在诊所通过静脉给药，以终止严重或持续时间长的偏头痛发作。",
    summary:
      "静脉输注治疗是在诊所通过静脉给予头痛药物。它可以终止严重或持续时间长的偏头痛发作，往往不必去急诊室。",
    whoFor: [
      "偏头痛发作严重、常用药物无法制止的人。",
      "发作已持续数天的人，这种情况有时称为偏头痛持续状态。",
      "恶心或呕吐严重，吃下的药都留不住的人。",
      "正在停用过度使用的头痛药物、需要帮助度过最难熬几天的人。",
      "慢性偏头痛或丛集性头痛处于困难时期，且医生认为短期连续输注可能有帮助的人。",
    ],
    howItWorks: [
      "通过静脉给药起效快。它不依赖胃部吸收，而偏头痛发作时胃的活动常会变慢。医生会根据您的发作情况、健康状况和您已服用的药物来选择药物。",
      "止吐药，例如甲氧氯普胺（Reglan）或丙氯拉嗪（Compazine），也能缓解头痛。其他选择包括抗炎止痛药酮咯酸（Toradol）和镁。另一种是双氢麦角胺（DHE；品牌名 D.H.E. 45），一种使用已久的偏头痛药物。抗癫痫药丙戊酸盐（Depacon）也是一种选择。",
      "类固醇，例如地塞米松（Decadron），可以降低头痛在接下来几天内复发的几率。如果您脱水，静脉补液会有帮助。苯海拉明（Benadryl）常与止吐药一起使用，以防止坐立不安。",
      "静脉输注用于治疗一次发作，不能预防今后的发作。如果您经常需要输注，这说明需要重新审视您的预防方案。",
    ],
    visit: [
      "请先致电诊所，以便我们判断输注是否适合您，并安排时间。请带上一份清单，列出您这次发作已服用的所有药物及服用时间。这对曲坦类药物（如舒马普坦等偏头痛药物）尤其重要，因为服用曲坦类药物后不能太快使用 DHE。如果您可能会使用有镇静作用的药物，请安排他人开车送您回家。",
      "DHE 并非人人适用，因此如果以下任何情况适用于您，请告诉我们。DHE 不能与会减慢身体清除它的药物（强效 CYP3A4 抑制剂）同时使用。两者合用可能使血管严重收缩，导致手、脚或某个器官受损。",
      "这类药物包括某些抗生素（例如克拉霉素）、某些 HIV 药物，以及某些治疗真菌感染的药物（例如酮康唑）。患有心脏病、腿部或手臂血管狭窄，或血压未得到控制的人，也不能使用 DHE。孕期也不能使用。",
      "当偏头痛先兆导致身体一侧无力（偏瘫型偏头痛）时，也要避免使用 DHE。当先兆来自脑干、出现说话含糊、天旋地转的眩晕或复视等症状时，同样要避免。",
      "您会在安静、光线柔和的房间里坐在躺椅上休息。护士会在您的手臂上放置一根细小的静脉输液管，药物会缓慢输入，同时我们会询问您的感受并监测血压。大多数输注需要约一小时到几个小时。",
      "输注后，请计划当天余下的时间都休息。如果您使用了有镇静作用的药物，需要有人开车送您回家。如果头痛复发或出现任何新症状，请致电我们。",
    ],
    schedule: [
      "静脉输注在您需要时进行，没有固定的时间表。大多数患者只是偶尔输注，用于常规治疗无效的发作。",
      "有时医生可能会建议在几天内进行短期连续输注，以打破持续时间长或顽固的发作循环。如果您发现自己经常需要输注，我们会在下次复诊时重新评估您的预防性治疗。",
    ],
    sideEffects: [
      "嗜睡，常由止吐药或苯海拉明引起。",
      "坐立不安或感觉无法静坐，可能由止吐药引起，可以治疗。",
      "极少数情况下，止吐药会引起面部或颈部肌肉痉挛，会立即处理。",
      "使用镁时有发热或潮红的感觉。",
      "使用 DHE 时可能出现恶心、腿抽筋或胸闷。如果感到胸闷，请立即告诉护士。",
      "静脉输液部位酸痛或淤青。",
      "使用类固醇时可能出现失眠，或血糖短暂升高。",
    ],
    insurance: [
      `${insuranceOpening}${priorAuthorizationMeaning}`,
      `大多数保险计划承保在诊所进行的偏头痛静脉输注。有些计划对某些药物或连续输注要求事先授权，我们会为您办理。您的保险计划可能仍需您支付共付额或免赔额。${clinicText.payment}`,
    ],
    conditionSlugs: enInfusions.conditionSlugs,
    numericClaims: [
      // "D.H.E. 45" is the brand's own name; as in the English, the figure is
      // declared alone.
      { text: "45", source: enInfusions.numericClaims[0].source },
      { text: "CYP3A4", source: enInfusions.numericClaims[1].source },
      { text: "911", source: enInfusions.numericClaims[2].source },
    ],
    faqs: [
      {
        question: "输注需要多长时间？",
        answer:
          "大多数输注需要约一小时到几个小时，取决于所用药物和您的反应。整个过程中您都在安静的房间里休息。请带上让您舒适的物品，例如毛衣或眼罩。",
      },
      {
        question: "为什么需要有人开车送我回家？",
        answer:
          "几种输注药物，例如止吐药和苯海拉明，可能让您犯困。使用这些药物后开车是不安全的。如果您会使用有镇静作用的药物，请在来诊所之前安排好接送。",
      },
      {
        question: "什么情况下应该改去急诊室？",
        answer:
          "如果出现突然的剧烈头痛、在一分钟内达到最严重，请拨打 911 或前往最近的急诊室。如果头痛伴有发烧和颈部僵硬，或头部受伤后出现意识混乱或昏倒，也要这样做。新出现的头痛伴视力丧失或说话含糊，或是您一生中最严重的头痛，也请前往急诊。诊所的静脉输注无法处理这些情况可能预示的严重问题。",
      },
      {
        question: "如果我今天已经服用了曲坦类药物，还能输注吗？",
        answer:
          "通常可以，但请准确告诉我们您服用了什么以及服用时间。服用曲坦类药物后约一天之内不能使用 DHE，因此医生可能会改用其他药物。带上一份用药清单，可以让这一过程既快速又安全。",
      },
      {
        question: "怀孕期间可以输注吗？",
        answer:
          "某些输注药物（例如 DHE 和丙戊酸盐）孕期不能使用，某些抗炎药在孕期特定阶段也要避免。其他药物可能仍可使用。如果您已怀孕或可能怀孕，请务必告诉我们，以便医生安全地选择药物。",
      },
    ],
    sources: enInfusions.sources,
    updated: enInfusions.updated,
  },
  {
    slug: enNeuromodulation.slug,
    title: "神经调控",
    icon: enNeuromodulation.icon,
    description: "经 FDA 许可的医疗设备，利用温和的电脉冲或磁脉冲治疗或预防发作，无需用药。",
    summary:
      "神经调控设备是经 FDA 许可的治疗工具，可向头部、颈部或手臂的神经发出温和的电脉冲或磁脉冲。它们可以治疗或预防偏头痛发作。副作用通常较轻。",
    whoFor: [
      "希望减少用药或完全不用药来治疗头痛的人。",
      "曾出现药物副作用，或因其他健康问题而限制了用药选择的人。",
      "很多天都需要处理发作、希望降低药物过度使用性头痛风险的人。",
      "丛集性头痛患者，迷走神经刺激设备（gammaCore）已获许可用于这种头痛。",
      "部分正在怀孕或计划怀孕的人，需先与医生商量。",
    ],
    howItWorks: [
      "神经调控设备向参与头痛的神经或大脑区域发出温和的电脉冲或磁脉冲。这可以改变疼痛信号的传递方式，并平息引发发作的神经活动。这些设备放在皮肤上，在家中使用，不需要植入任何东西。有些用于制止发作，有些用于预防发作，有些两者都可以。",
      "主要有四种类型。下面每种都列出一款经 FDA 许可的设备。",
      "体外三叉神经刺激（Cefaly）是一种小型设备，夹在贴于前额的自粘电极上。它刺激双眼上方的三叉神经分支。",
      "经皮迷走神经刺激（gammaCore）使用手持设备，贴在颈部侧面。它向迷走神经发出脉冲，已获许可用于偏头痛和丛集性头痛。",
      "单脉冲经颅磁刺激（sTMS，产品名为 SAVI Dual）是一种手持设备，放在后脑部位使用。它发出短暂的磁脉冲，可以中断与偏头痛相关的大脑活动。",
      "远程电神经调控（Nerivio）是一种戴在上臂的臂带，由手机应用程序控制。它刺激手臂的神经，从而启动大脑自身的疼痛控制系统。",
      "FDA 许可是指 FDA 已审查某种设备，并允许其按规定用途销售。效果因人而异。许多患者把设备与药物一起使用，而不是用设备取代药物。",
    ],
    visit: [
      "就诊时，医生会和您讨论您的发作情况、用药和健康史，以选择适合您的设备类型。有些设备不适合装有心脏起搏器或其他植入式电子设备的人。头部或颈部有金属植入物以及患有某些其他疾病的人也是如此，所以请告诉我们您有哪些植入物。",
      "大多数设备需要处方，由厂家或医疗用品供应商寄给您。我们会教您如何放置和使用设备。在可能的情况下，您可以先在诊所试用一次，了解使用时的感觉。",
      "请用设备的应用程序或头痛日记记录每次使用和每次发作。复诊时请带上这些记录。",
    ],
    schedule: [
      "设备的使用频率取决于设备类型和您的治疗方案。治疗发作时，通常在刚出现疼痛迹象时就开始使用。预防发作时，则每天按固定的时间表使用。医生会为您的设备提供清楚的使用说明。",
      `请给设备一个充分的试用期（用于预防时通常为一两个月），再判断是否有效。我们会在${followUpEvery}一次的复诊中查看您的记录和 ${outcomeMeasures} 评分，并根据需要调整方案。`,
    ],
    sideEffects: [
      "使用时设备下方有刺麻感或针刺感。",
      "设备接触部位的皮肤发红或受刺激。",
      "设备附近短暂不适或肌肉抽动，例如在颈部或面部。",
      "使用某些设备时或使用后感到困倦或头晕。",
      "使用臂带设备时上臂有温热感或轻微酸痛。",
    ],
    insurance: [
      `${insuranceOpening}${priorAuthorizationMeaning}`,
      "神经调控设备的承保情况比药物差异更大，有些保险计划不支付这类设备的费用。在订购设备之前，我们会核查您的保险福利、提交所需的事先授权申请，并告诉您可能需要自付多少。一些设备厂家提供试用期或付款计划。",
    ],
    conditionSlugs: enNeuromodulation.conditionSlugs,
    numericClaims: [
      { text: followUpEvery, source: enNeuromodulation.numericClaims[0].source },
      { text: "HIT-6", source: enNeuromodulation.numericClaims[1].source },
    ],
    faqs: [
      {
        question: "神经调控会痛吗？",
        answer:
          "大多数人感到的是刺麻、脉动或轻轻的敲击感，而不是疼痛。电刺激设备的强度通常可以调到您觉得舒适的程度。如果使用时感到不舒服，请告诉我们，我们会帮您调整。",
      },
      {
        question: "我可以在用药的同时使用设备吗？",
        answer: `可以。许多患者把设备与预防性药物和急性期药物一起使用。急性期药物是指${acuteMeans}。在部分发作时使用设备，也可能帮助您减少服药的天数。`,
      },
      {
        question: "我需要处方吗？",
        answer:
          "大多数神经调控设备需要处方，少数可以不凭处方购买。即便如此，最好也先与医生商量，让设备与您的整体方案相配合。我们可以帮您比较各种选择。",
      },
      {
        question: "如果我装有心脏起搏器或金属植入物，使用安全吗？",
        answer:
          "对于装有心脏起搏器、其他植入式电子设备，或头颈部有金属的人，有些设备不建议使用。请把您的所有植入物都告诉医生。我们会为您选择安全的设备，或建议其他治疗。",
      },
      {
        question: "我怎么知道它是否有效？",
        answer: `在设备的应用程序或头痛日记中记录每次使用和每次发作。复诊时，我们会比较您一段时间以来的头痛天数和 ${outcomeMeasures} 评分。用于预防时，通常需要一两个月才能看出明确的规律。`,
      },
      {
        question: "保险会支付设备的费用吗？",
        answer:
          "不同保险计划的承保情况差别很大。在订购设备之前，我们会核查您的保险福利，并办理所需的事先授权。如果您的保险计划不承保，我们可以告诉您一些厂家提供的计划。",
      },
    ],
    sources: enNeuromodulation.sources,
    updated: enNeuromodulation.updated,
  },
  {
    slug: enPreventives.slug,
    title: "预防性药物",
    icon: enPreventives.icon,
    description: "每天或定期使用的药物，可减少发作次数、减轻发作程度。",
    summary: `预防性药物按固定时间使用，而不只是在发作时使用，目的是让发作更少、更轻。当每月偏头痛天数达到 ${preventiveThreshold}时，值得考虑使用。`,
    keyFacts: [
      {
        label: "考虑使用的时机",
        value: `每月偏头痛 ${preventiveThreshold}`,
      },
      {
        label: "首次复诊",
        value: `开始用药后 ${newPreventiveFollowUp}`,
      },
      { label: "判断疗效所需时间", value: "几周到几个月" },
    ],
    whoFor: [
      `每月偏头痛 ${preventiveThreshold}的人。`,
      "发作影响工作、学业或家庭生活的人，即使发作次数不多。",
      `每周需要使用急性期药物超过大约 2 天的人。急性期药物是指${acuteMeans}。如此频繁地用药会增加药物过度使用性头痛的风险。`,
      `慢性偏头痛患者。慢性偏头痛是指${chronicMigraineDefinition}。`,
      "丛集性头痛或创伤后头痛患者，预防性药物常是其治疗方案的一部分。",
      "急性期药物效果不好或对其不安全的人。",
    ],
    howItWorks: [
      "预防性药物按固定时间服用，让大脑不那么容易被触发而发作。目标是减少偏头痛天数、让发作更轻更短，并让急性期药物效果更好。预防性药物不能让偏头痛永远消失。常见的目标是把偏头痛天数减少大约一半或更多。",
      "有几类药物可以预防偏头痛。普萘洛尔等 β 受体阻滞剂能减慢心率、安定神经系统。托吡酯和丙戊酸盐等抗癫痫药能抑制过度活跃的神经信号。阿米替林等抗抑郁药作用于疼痛通路，即使在没有抑郁症的人身上也是如此。坎地沙坦是一种降压药，也有助于预防偏头痛。",
      "CGRP 药物阻断一种参与发作的蛋白质，Botox 则用于慢性偏头痛。丛集性头痛常使用维拉帕米。其中一些药物，例如阿米替林和坎地沙坦，属于超说明书使用。这意味着 FDA 尚未批准它们用于偏头痛，但有研究和专家组织支持这样使用。",
      "医生会根据您的其他健康问题、正在服用的药物、怀孕计划、您希望避免的副作用以及费用来选择预防性药物。药片通常从低剂量开始，缓慢加量，以减少副作用。通常需要几周到几个月才能判断某种药物是否有效。",
    ],
    visit: [
      "预防性药物的选择通常从您的初次问诊开始。医生会回顾您的头痛病史和日记、为您做检查，并说明适合您的选择，包括可能的副作用。",
      `开始新的预防性药物后 ${newPreventiveFollowUp}，我们会为您复诊，检查副作用并在需要时调整剂量。${clinicText.telehealthEligibility}首次就诊后您就是老患者，因此这次复查通常可以通过远程医疗进行。${clinicText.telehealthLocation}`,
      `每次就诊请带上头痛日记。我们还使用 ${outcomeMeasures} 问卷衡量头痛对您生活的影响程度，并比较分数随时间的变化。`,
    ],
    schedule: [
      `大多数预防性药片每天服用，每天一到两次。其他一些预防性治疗使用频率较低：CGRP 抗体每月注射一次或每三个月注射一次，Botox 每 ${botox.everyWeeks} 周一次。首次复诊后，大多数患者${followUpEvery}复诊一次。`,
      "通常需要几周到几个月才能判断一种预防性药物是否有效，所以请不要太早放弃。如果药物在几个月到一年内效果良好，您和医生可能会讨论减量或停药。请不要自行突然停用预防性药物。有些药物，例如 β 受体阻滞剂，需要缓慢减量。",
    ],
    sideEffects: [
      "副作用因药物而异。许多副作用较轻，会在最初几周后消退。",
      "普萘洛尔等 β 受体阻滞剂可能引起疲倦、头晕或心率减慢。",
      "托吡酯可能引起手脚刺麻、找词困难或食欲下降。",
      "服用托吡酯时，如果突然出现眼痛或视物模糊，可能是一种罕见的眼部问题（闭角型青光眼）的征兆。请立即就医：致电我们；如果联系不上我们，请前往急诊室。",
      "托吡酯可能引起肾结石。请多喝水；如果体侧或背部出现剧痛，请致电我们。",
      "托吡酯可能降低激素类避孕方法（例如避孕药）的效果。请向我们咨询适合您的避孕方式。",
      "阿米替林可能引起嗜睡、口干或体重增加。",
      "坎地沙坦可能因血压降低而引起头晕眼花。",
      "丙戊酸盐在孕期绝不用于预防偏头痛，因为它可能导致严重的出生缺陷，并损害胎儿的大脑发育。对于任何有可能怀孕的人，我们也避免使用。",
      "托吡酯和坎地沙坦也可能伤害胎儿。如果您已怀孕或计划怀孕，请告诉我们。",
    ],
    moreSections: [
      {
        heading: "非药物疗法",
        paragraphs: [
          "日常习惯和技能可以单独或与药物一起减少偏头痛发作。在孕期，它们也是很好的第一步。以下方法对许多人有帮助：",
        ],
        points: [
          "规律睡眠：每天大约在同一时间睡觉和起床，周末也一样。",
          "规律进餐，喝足够的水。不按时吃饭是常见的诱因。",
          "规律运动，例如快走、骑自行车或游泳，一周中大多数日子都要运动。",
          "认知行为疗法（CBT）：一种谈话治疗，教您掌握应对疼痛、压力以及担心下一次发作的技能。",
          "生物反馈：用传感器显示身体的某种信号，例如肌肉紧张度或皮肤温度，让您学会改变它。",
          "放松训练，例如缓慢呼吸，以及一组一组地放松肌肉。",
          "镁和核黄素（维生素 B2）补充剂：一项 2012 年的指南将其评为预防偏头痛“可能有效”（B 级）。这是较好的证据，但不是最高级别。开始服用前请告诉我们，因为镁可能使大便变稀。",
        ],
      },
      {
        heading: "怀孕与哺乳",
        paragraphs: [
          "如果您有可能怀孕，请提前与我们一起规划。有些预防性药物可能伤害胎儿，因此药物的选择取决于您的计划。如果您已怀孕或正在备孕，请尽早告诉我们。",
          "孕期要避免使用丙戊酸盐和托吡酯，也要避免使用坎地沙坦及其他同类降压药。CGRP 药物也要停用，因为对其孕期安全性了解不足。",
          "许多人在怀孕期间发作减少，尤其是在孕晚期。如果仍需要预防性药物，医生通常会选择普萘洛尔。非药物疗法以及只用麻醉药的神经阻滞也可能有帮助。",
          "有些预防性药物在哺乳期可以使用，但并非全部。请告诉我们您正在哺乳，以便我们和您一起核查每一种药物。",
        ],
      },
    ],
    insurance: [
      `${insuranceOpening}${priorAuthorizationMeaning}`,
      "较传统的预防性药片通常无需额外手续即可获得承保。较新的治疗，例如 CGRP 药物和 Botox，常常需要事先授权，我们会为您提交申请和病历。如果您的保险计划要求补充信息或拒绝申请，我们会通知您并处理后续步骤。",
    ],
    conditionSlugs: enPreventives.conditionSlugs,
    numericClaims: [
      { text: preventiveThreshold, source: enPreventives.numericClaims[0].source },
      { text: newPreventiveFollowUp, source: enPreventives.numericClaims[1].source },
      { text: "大约 2 天", source: enPreventives.numericClaims[2].source },
      { text: chronicMigraineDefinition, source: enPreventives.numericClaims[3].source },
      { text: `每 ${botox.everyWeeks} 周`, source: enPreventives.numericClaims[4].source },
      { text: followUpEvery, source: enPreventives.numericClaims[5].source },
      { text: "维生素 B2", source: enPreventives.numericClaims[6].source },
      { text: "2012 年的指南", source: enPreventives.numericClaims[7].source },
      { text: "HIT-6", source: enPreventives.numericClaims[8].source },
    ],
    faqs: [
      {
        question: "预防性药物多久开始起效？",
        answer:
          "通常需要几周到几个月才能看到完整的效果，部分原因是剂量要缓慢增加。请记日记，让您和医生能看到细微的变化。除非副作用造成困扰，否则请不要太早停药。",
      },
      {
        question: "我必须一直服用下去吗？",
        answer:
          "不一定。如果预防性药物在几个月到一年内效果良好，您和医生可能会决定减量或慢慢停药。有些人继续服用更长时间效果更好，这个决定由您和医生共同做出。",
      },
      {
        question: "我还能在发作时服药吗？",
        answer:
          "可以。预防性药物与您在发作开始时服用的药物一起发挥作用。随着发作减少，许多人发现需要使用急性期药物的天数也减少了。",
      },
      {
        question: "如果第一种预防性药物无效怎么办？",
        answer:
          "这很常见，还有许多其他选择。医生可能会增加剂量或换用另一类药物。医生也可能加用另一种治疗，例如 CGRP 药物，或者针对慢性偏头痛使用 Botox。每一次尝试也能让我们更了解什么对您有效。",
      },
      {
        question: "我没有抑郁症，血压也正常，为什么要服用抗抑郁药或降压药？",
        answer:
          "其中一些药物也作用于引发偏头痛的通路。使用的剂量是为预防头痛而选择的，即使您没有抑郁症或高血压，它们也可能有帮助。医生会确认药物对您是安全的。",
      },
      {
        question: "孕期使用预防性药物安全吗？",
        answer:
          "有些并不安全。丙戊酸盐、托吡酯和坎地沙坦可能伤害胎儿，其他药物的安全性资料也有限。如果您已怀孕、可能怀孕或正在哺乳，请告诉我们，以便医生选择更安全的方案。",
      },
    ],
    sources: enPreventives.sources,
    updated: enPreventives.updated,
  },
] as const satisfies Translated<typeof en.treatments>;

/** The /treatments page. */
export const treatmentsIndex = {
  seoTitle: "偏头痛与头痛治疗",
  description: (names: string) => `${names}：布鲁克林的头痛治疗。`,
  title: "治疗方案",
  intro:
    "从日常预防到在诊所进行的治疗操作，我们会根据您的头痛类型、健康状况和目标来选择合适的治疗。",
  callToAction: {
    heading: "找到适合您的治疗",
    points: [clinicText.insuranceSummary, clinicText.priorAuthorizationBadge],
  },
} satisfies Translated<typeof en.treatmentsIndex>;

/** The call to action that closes every treatment page. */
export const treatmentCallToAction = {
  heading: "咨询这项治疗是否适合您",
  points: [clinicText.newPatientsBadge, clinicText.priorAuthorization],
} satisfies Translated<typeof en.treatmentCallToAction>;
