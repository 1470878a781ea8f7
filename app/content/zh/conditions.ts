// The condition pages (/conditions and /conditions/{slug}) and their index and
// call-to-action objects, in Simplified Chinese.
//
// Draft Simplified Chinese translation of app/content/conditions.ts; awaiting
// review by a qualified medical translator. 2026-11-23.
//
// Kept in the English file's order so a reviewer can read the two side by
// side. Practice figures are read from careFacts as in the English; ICHD-3
// figures are written as literals, as there. Slugs, icons, claim sources,
// source lists and review dates are the English values, by reference.
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import * as en from "#app/content/conditions.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const chronic = careFacts.chronicMigraine;
const botox = careFacts.botox;
const preventiveDays = careFacts.preventiveThresholdMigraineDays;
const cgrpTrialMonths = careFacts.cgrpTrialMonths;
const firstVisitMinutes = formatRange(careFacts.firstVisitMinutes);
const followUpWeeks = formatRange(careFacts.followUpEveryWeeks);
const newPreventiveWeeks = formatRange(careFacts.newPreventiveFollowUpWeeks);
const outcomeMeasures = careFacts.outcomeMeasures.join(" 和 ");

// What "acute" (急性期) means, said the first time each page uses the word.
const acuteMeans = "在发作开始时服用的药物";

// How soon a nerve block may help: the English file's nerveBlockRelief.
const nerveBlockRelief =
  "疼痛往往在几分钟内就会缓解。有些人的缓解会在几天内逐渐出现，而且并非每个人都能从中获益。";

const [enMigraine, enChronic, enPostTraumatic, enCluster, enOveruse, enOccipital] = en.conditions;

export const conditions = [
  {
    slug: enMigraine.slug,
    title: "偏头痛",
    icon: enMigraine.icon,
    shortDesc: "反复发作的搏动性头痛，常伴有恶心以及对光和声音敏感，可有或没有先兆。",
    summary:
      "偏头痛是一种常见的脑部疾病，会引起反复发作的中度至重度头痛。每次发作通常持续 4 到 72 小时。许多人在发作时还会感到恶心，或难以忍受光线和声音。",
    overview: [
      "偏头痛不只是一次严重的头痛。它是一种大脑及其神经的疾病，使人容易反复发作。发作时可能出现剧烈的搏动性疼痛、胃部不适，并且非常想远离光线、噪音和气味。有些人还会出现先兆：视觉、感觉或言语方面的短暂变化，通常出现在头痛之前。",
      "偏头痛非常常见。它常在青少年或青年时期开始，女性患病远多于男性，而且常有家族倾向。睡眠不好、压力、不按时吃饭、激素变化或天气等因素都可能诱发发作，不过每个人的诱因各不相同。",
      "在两次发作之间，大多数人感觉良好。但频繁发作可能意味着耽误工作、学业和家庭时光，许多人还一直担心下一次发作何时到来。良好的治疗可以让发作次数减少、时间缩短，也更容易应对。",
    ],
    symptoms: [
      "搏动性或跳动性疼痛，常在头部一侧",
      "日常活动（如走路或爬楼梯）时疼痛加重",
      "恶心或呕吐",
      "对光和声音敏感，有时对气味也敏感",
      "部分人有先兆：看到闪光、锯齿状线条或视野中出现盲点，或刺麻感在面部或手部蔓延",
      "发作前几小时出现疲倦、打哈欠、颈部僵硬或情绪变化",
      "疼痛结束后一天左右感到精疲力尽或头脑昏沉",
    ],
    diagnosis: {
      intro:
        "偏头痛的诊断依据是您讲述的病史和神经系统检查。医生会把您的发作情况与国际诊断标准（ICHD-3）进行对照，用通俗的话说，标准如下：",
      criteria: [
        "无先兆偏头痛：至少发作 5 次，每次在未经治疗或治疗无效时持续 4–72 小时。",
        "头痛至少具备以下 4 个特点中的 2 个：位于头部一侧；呈搏动性或跳动性；程度为中度或重度；日常活动时加重（或使您回避日常活动）。",
        "头痛时伴有恶心或呕吐，或者对光和声音都感到难受。",
        "有先兆偏头痛：至少发作 2 次，伴有可完全消失的先兆症状，例如视觉变化、麻木或刺麻感，或说话困难。每个先兆症状通常持续 5–60 分钟。",
        "没有其他诊断能更好地解释这些头痛。",
      ],
      note: "没有任何血液检查或影像检查能证实偏头痛。医生会查看是否有其他病因的迹象。只有当您的病史或检查提示可能存在其他问题时，才会安排磁共振（MRI）或其他检查。",
    },
    treatment: {
      intro:
        "偏头痛是一种长期疾病，但通常可以得到控制。我们会为您制定包含两部分的方案：在发作开始时制止发作的治疗，以及在需要时减少发作次数的治疗。",
      points: [
        `首次就诊时长 ${firstVisitMinutes} 分钟，我们会完整了解您的头痛病史，为您做检查，并回顾您已尝试过的治疗。`,
        `急性期治疗方案。急性期药物是指${acuteMeans}，可能是曲坦类药物、吉泮类药物、抗炎药或止吐药。曲坦类药物（如舒马普坦）是专门治疗偏头痛的药物。吉泮类药物是较新的偏头痛药物，可阻断 CGRP（一种参与偏头痛疼痛的天然化学物质）。`,
        "明确限制急性期药物的使用频率，以免药物本身开始引起更多头痛。",
        `当您每月偏头痛天数达到 ${preventiveDays} 天或以上，或发作影响您的生活时，进行预防性治疗。可选方案包括 CGRP 靶向药物和较传统的每日预防药物。开始用药后 ${newPreventiveWeeks} 周，我们会跟进您的情况。`,
        "经 FDA 许可的医疗设备，通过温和的电脉冲或磁脉冲缓解发作，适合希望少用药物的人。对于严重或难以缓解的发作，可在诊所进行神经阻滞或静脉输注治疗。",
        `每 ${followUpWeeks} 周复诊一次。我们使用 ${outcomeMeasures} 问卷来了解偏头痛对您生活的影响还有多大。`,
      ],
      treatmentSlugs: enMigraine.treatment.treatmentSlugs,
    },
    moreSections: [
      {
        heading: "有先兆偏头痛与避孕",
        paragraphs: [
          "含雌激素的避孕方法会使中风风险略有升高，包括复方避孕药、避孕贴和阴道环。有先兆偏头痛也会增加中风风险，两者同时存在时风险更高。吸烟会使风险进一步增加。",
          "因此，美国疾病控制与预防中心（CDC）建议有先兆偏头痛的人不要使用含雌激素的避孕方法。不含雌激素的方法没有这一警示，包括激素型或铜质宫内节育器（IUD）、皮下埋植剂、避孕针和单纯孕激素避孕药。",
          "如果您有先兆并正在使用含雌激素的避孕方法，请不要自行停用。请与我们或为您开具避孕药具的医务人员沟通，以便在更换方法期间仍有避孕保护。如果您是无先兆偏头痛，通常仍可以使用雌激素。如果您开始出现先兆，请告诉我们。",
        ],
      },
      {
        heading: "怀孕与哺乳",
        paragraphs: [
          "如果您有可能怀孕，请告诉我们，以便提前规划。有些偏头痛药物可能伤害胎儿，例如丙戊酸盐和托吡酯。CGRP 靶向药物在孕期的安全性所知甚少，因此我们通常会在您备孕前停用。",
          "许多人在怀孕期间发作减少，尤其是在孕晚期。也有些人并没有减少，有些人甚至第一次出现先兆。孕期通常首先尝试对乙酰氨基酚。需要时也可以使用止吐药、曲坦类药物或神经阻滞。",
          "孕期我们避免使用阿片类药物和布他比妥。布洛芬及同类药物须先征求医生意见，并在孕晚期避免使用。请不要自行停药或开始用药。请致电我们，我们会与您和您的产科医生逐一讨论每种药物。",
          "大多数偏头痛急性期药物在哺乳期都可以使用，包括对乙酰氨基酚、布洛芬和舒马普坦。请告诉我们您正在哺乳，以便我们核查每一种药物。偏头痛常在产后几周内复发。产后这几周出现剧烈头痛可能是高血压的征兆，请立即就医。",
        ],
      },
    ],
    warningSigns: {
      emergency: ["先兆持续超过一小时，或先兆症状一直不消失"],
      sameDay: ["偏头痛发作已持续超过 72 小时", "第一次出现先兆，或先兆与您平时的不一样"],
    },
    numericClaims: [
      { text: "ICHD-3", source: enMigraine.numericClaims[0].source },
      { text: "4 到 72 小时", source: enMigraine.numericClaims[1].source },
      { text: "至少发作 5 次", source: enMigraine.numericClaims[2].source },
      { text: "4–72 小时", source: enMigraine.numericClaims[3].source },
      { text: "至少具备以下 4 个特点中的 2 个", source: enMigraine.numericClaims[4].source },
      { text: "至少发作 2 次", source: enMigraine.numericClaims[5].source },
      { text: "5–60 分钟", source: enMigraine.numericClaims[6].source },
      { text: "超过 72 小时", source: enMigraine.numericClaims[7].source },
      { text: `${firstVisitMinutes} 分钟`, source: enMigraine.numericClaims[8].source },
      {
        text: `偏头痛天数达到 ${preventiveDays} 天或以上`,
        source: enMigraine.numericClaims[9].source,
      },
      { text: `开始用药后 ${newPreventiveWeeks} 周`, source: enMigraine.numericClaims[10].source },
      { text: `每 ${followUpWeeks} 周`, source: enMigraine.numericClaims[11].source },
      { text: outcomeMeasures, source: enMigraine.numericClaims[12].source },
    ],
    faqs: [
      {
        question: "偏头痛只是比较严重的头痛吗？",
        answer:
          "不是。偏头痛是一种脑部疾病，头痛只是发作的一部分。许多人还会出现恶心、对光和声音敏感、先兆，或在发作后几天里感到精疲力尽。",
      },
      {
        question: "什么会诱发偏头痛发作？",
        answer:
          "常见诱因包括睡眠规律改变、压力或压力过后的放松、不按时吃饭、激素变化、饮酒和天气变化。每个人的诱因不同，有些发作根本没有明显的诱因。记头痛日记可以帮助您和医生发现规律。",
      },
      {
        question: "我需要做磁共振（MRI）或 CT 检查吗？",
        answer:
          "大多数典型偏头痛且检查结果正常的人不需要做影像检查。如果您的头痛有警示征象、发作规律有所改变，或检查中有需要进一步查看的情况，医生可能会安排检查。",
      },
      {
        question: "什么时候应该考虑预防性治疗？",
        answer: `当您每月偏头痛天数达到 ${preventiveDays} 天或以上时，值得与医生讨论预防性治疗。如果发作让您无法工作或影响家庭生活，或者您经常需要使用急性期药物，也值得考虑。目标是让发作更少、更轻，而不只是更快止痛。`,
      },
      {
        question: "Botox 能用于治疗我的偏头痛吗？",
        answer:
          "Botox 已获 FDA 批准用于预防慢性偏头痛，即每月大多数日子都有头痛。它未获批准用于发作性偏头痛，即发作较少的偏头痛。如果您是发作性偏头痛，还有其他预防选择，包括 CGRP 靶向药物。",
      },
      {
        question: "我会一辈子都有偏头痛吗？",
        answer:
          "偏头痛常会随时间而变化。对许多人来说，发作会随年龄增长而减少，在此期间治疗也能带来很大帮助。您的治疗方案可以随偏头痛的变化而调整。",
      },
    ],
    sources: enMigraine.sources,
    updated: enMigraine.updated,
  },
  {
    slug: enChronic.slug,
    title: "慢性偏头痛",
    icon: enChronic.icon,
    shortDesc: `每月头痛 ${chronic.headacheDaysPerMonth} 天或以上，持续超过 ${chronic.months} 个月，其中至少 ${chronic.migraineDays} 天具有偏头痛特征。`,
    summary: `慢性偏头痛是指每月头痛 ${chronic.headacheDaysPerMonth} 天或以上，持续超过 ${chronic.months} 个月，其中至少 ${chronic.migraineDays} 天具有偏头痛特征。它可能严重影响工作、家庭和睡眠，但它是可以治疗的。`,
    overview: [
      "慢性偏头痛是指变得非常频繁的偏头痛。它不再是一次次独立的发作、中间夹着状态良好的日子，而是有头痛的日子比没有头痛的日子还多。有些日子是完整的偏头痛发作，另一些日子则是较钝的头痛，但同样令人难以忍受。",
      "大多数慢性偏头痛患者起初发作并不频繁，后来发作逐渐增多。可能促使偏头痛朝这个方向发展的因素包括：过于频繁地服用止痛药、睡眠不好、抑郁或焦虑、肥胖，以及摄入大量咖啡因。女性比男性更常受影响。",
      "大多数日子都在头痛，会让人精疲力竭。它可能影响工作、人际关系、睡眠和情绪，许多人觉得不得不围绕疼痛来安排生活。好消息是，慢性偏头痛可以治疗，许多患者的头痛天数能重新减少。",
    ],
    symptoms: [
      `每月头痛 ${chronic.headacheDaysPerMonth} 天或以上`,
      "有些日子出现完整的偏头痛发作：搏动性疼痛、恶心，以及对光和声音敏感",
      "其他日子是较轻、持续的头痛",
      "感到疲倦、头脑昏沉或无法集中注意力",
      "睡眠困难，或醒来时就头痛",
      "每月有很多天需要服用头痛药",
      "伴随持续疼痛而来的情绪低落或焦虑",
    ],
    diagnosis: {
      intro:
        "慢性偏头痛的诊断依据是您的头痛病史，记头痛日记会很有帮助。用通俗的话说，ICHD-3 标准如下：",
      criteria: [
        `每月头痛 ${chronic.headacheDaysPerMonth} 天或以上，持续超过 ${chronic.months} 个月。`,
        "这些头痛发生在曾有过至少 5 次偏头痛发作（有或无先兆）的人身上。",
        `每月至少有 ${chronic.migraineDays} 天的头痛具有偏头痛特征；或者感觉像您的偏头痛，并且能被曲坦类或麦角类药物（专门治疗偏头痛的药物）缓解。`,
        "没有其他诊断能更好地解释这些头痛。",
      ],
      note: `过度使用急性期药物（即${acuteMeans}）是偏头痛变为慢性的常见原因。因此，医生会询问您每种药物的使用频率。这两种情况可以同时诊断。医生还会检查是否有其他病因的迹象，并在需要时安排检查。`,
    },
    treatment: {
      intro:
        "治疗慢性偏头痛通常需要不止一个步骤。我们会寻找让头痛一直频繁的原因，然后通过预防性治疗减少头痛天数。",
      points: [
        "全面回顾您治疗头痛所用的每一种药物；如果药物过度使用是问题的一部分，会制定减量计划。",
        `Botox，已获 FDA 批准用于预防 ${botox.minAge} 岁及以上成人的慢性偏头痛。治疗时在头颈部 ${botox.muscleAreas} 个区域注射 ${botox.injections} 针，每针剂量很小，总量 ${botox.units} 单位，每 ${botox.everyWeeks} 周一次。每次就诊约 ${botox.minutes} 分钟。`,
        `CGRP 靶向药物，美国头痛学会将其列为一线预防选择之一。我们会在 ${cgrpTrialMonths} 个月的试用期后评估药物是否有效。`,
        "每日预防药物、神经阻滞和神经调控设备，可单独或联合使用，并结合您的健康状况和个人意愿来选择。",
        `每 ${followUpWeeks} 周复诊一次，通过您的头痛日记和 ${outcomeMeasures} 问卷来衡量进展。`,
      ],
      treatmentSlugs: enChronic.treatment.treatmentSlugs,
    },
    warningSigns: {
      sameDay: ["偏头痛发作已持续超过 72 小时"],
    },
    numericClaims: [
      { text: "ICHD-3", source: enChronic.numericClaims[0].source },
      {
        text: `每月头痛 ${chronic.headacheDaysPerMonth} 天或以上`,
        source: enChronic.numericClaims[1].source,
      },
      { text: `超过 ${chronic.months} 个月`, source: enChronic.numericClaims[2].source },
      { text: `其中至少 ${chronic.migraineDays} 天`, source: enChronic.numericClaims[3].source },
      { text: `每月至少有 ${chronic.migraineDays} 天`, source: enChronic.numericClaims[4].source },
      { text: "至少 5 次偏头痛发作", source: enChronic.numericClaims[5].source },
      { text: "超过 72 小时", source: enChronic.numericClaims[6].source },
      { text: `${botox.minAge} 岁及以上`, source: enChronic.numericClaims[7].source },
      { text: `${botox.injections} 针`, source: enChronic.numericClaims[8].source },
      { text: `${botox.muscleAreas} 个区域`, source: enChronic.numericClaims[9].source },
      { text: `${botox.units} 单位`, source: enChronic.numericClaims[10].source },
      { text: `每 ${botox.everyWeeks} 周`, source: enChronic.numericClaims[11].source },
      { text: `约 ${botox.minutes} 分钟`, source: enChronic.numericClaims[12].source },
      { text: `${cgrpTrialMonths} 个月的试用期`, source: enChronic.numericClaims[13].source },
      { text: `每 ${followUpWeeks} 周`, source: enChronic.numericClaims[14].source },
      { text: outcomeMeasures, source: enChronic.numericClaims[15].source },
    ],
    faqs: [
      {
        question: "怎样知道我的偏头痛是否已变成慢性？",
        answer: `数一数您头痛的天数。如果您每月头痛 ${chronic.headacheDaysPerMonth} 天或以上、持续超过 ${chronic.months} 个月，可能就是慢性偏头痛。在慢性偏头痛中，其中至少 ${chronic.migraineDays} 天还具有偏头痛特征。用纸笔或手机简单记日记，会让这一点清楚得多。`,
      },
      {
        question: "慢性偏头痛会一直持续下去吗？",
        answer:
          "不一定。经过合适的治疗，许多患者的头痛天数会重新减少。效果因人而异，找到合适的治疗组合可能需要一些时间。",
      },
      {
        question: "用 Botox 治疗慢性偏头痛是怎样进行的？",
        answer: `医生会在头颈部 ${botox.muscleAreas} 个区域注射 ${botox.injections} 针，每针剂量很小，总量 ${botox.units} 单位。每次就诊约 ${botox.minutes} 分钟，每 ${botox.everyWeeks} 周重复一次。一般认为 Botox 能减弱这些部位神经发出的疼痛信号。它已获批准用于 ${botox.minAge} 岁及以上的成人。`,
      },
      {
        question: "多久才能知道 CGRP 药物是否有效？",
        answer: `有些人在第一个月内就会注意到变化，但也有人需要更长时间。我们通常在 ${cgrpTrialMonths} 个月的试用期后评估 CGRP 药物。这样可以给药物足够的机会发挥作用，再决定继续使用还是换药。`,
      },
      {
        question: "我的止痛药会不会让头痛更严重？",
        answer:
          "有可能。每月服用急性期头痛药物的天数过多，可能导致药物过度使用性头痛，它常与慢性偏头痛同时存在。请不要自行停用任何药物；医生可以帮助您安全地减量。",
      },
      {
        question: "我的保险会支付 Botox 或 CGRP 药物的费用吗？",
        answer:
          "对于慢性偏头痛，许多保险计划在满足一定条件时会承保这些治疗。我们接受大多数保险计划，包括 Medicare 和 Medicaid。保险计划通常要求先获得事先授权，我们诊所会为您办理相关文件。",
      },
    ],
    sources: enChronic.sources,
    updated: enChronic.updated,
  },
  {
    slug: enPostTraumatic.slug,
    title: "创伤后头痛",
    icon: enPostTraumatic.icon,
    shortDesc: "在头部受伤或脑震荡后 7 天内开始的头痛，有时会持续数月。",
    summary:
      "创伤后头痛在头部受伤后 7 天内开始，或在伤后醒来后 7 天内开始。如果持续超过 3 个月，就称为持续性创伤后头痛。它常常类似偏头痛或紧张型头痛。",
    overview: [
      "创伤后头痛是指头部受伤后开始出现的头痛。受伤可能是跌倒、运动中的撞击或车祸造成的脑震荡。即使是轻微的损伤（没有失去意识），也可能导致持续数周或数月的头痛。",
      "头痛是脑震荡后最常见的症状。对许多人来说，头痛会在最初几周内逐渐消退。另一些人的头痛则持续更久，可能类似偏头痛，出现搏动性疼痛和畏光；也可能类似紧张型头痛，呈紧绷、压迫样疼痛。",
      "这类头痛常伴有其他脑震荡症状，例如头晕、睡眠不好、注意力难以集中，以及易怒或情绪低落。这些问题加在一起，可能让人难以重返工作、学校或运动。治疗头痛及其相关问题，可以帮助许多人恢复日常生活。",
    ],
    symptoms: [
      "头部受伤后不久开始的头痛",
      "搏动性疼痛，伴恶心以及对光和声音敏感，类似偏头痛",
      "头部周围紧绷、压迫样疼痛，类似紧张型头痛",
      "颈部疼痛或后脑疼痛",
      "头晕或平衡困难",
      "睡眠、注意力或记忆方面的困难",
      "易怒、焦虑或情绪低落",
    ],
    diagnosis: {
      intro:
        "创伤后头痛的诊断依据是头痛开始的时间与受伤时间的关系。用通俗的话说，ICHD-3 标准如下：",
      criteria: [
        "您的头部受过伤，包括脑震荡等轻度损伤。",
        "头痛在受伤后 7 天内开始。也可能在伤后醒来后 7 天内开始，或在停用曾减轻疼痛的药物后 7 天内开始。",
        "如果头痛在受伤后 3 个月内消失，或者受伤尚未满 3 个月，医生称之为急性创伤后头痛（“急性”在这里指近期发生）。",
        "如果头痛在受伤后持续超过 3 个月，则称为持续性创伤后头痛。",
        "没有其他诊断能更好地解释这种头痛。",
      ],
      note: "头部刚受伤时，急诊医生会决定是否需要做 CT 检查。之后，如果头痛在加重或出现新的神经系统症状，医生可能会安排磁共振（MRI）或其他检查。如果检查中有需要进一步查看的情况，也会这样做。医生还会检查您的颈部、睡眠和情绪，并了解您服用止痛药的频率。",
    },
    treatment: {
      intro:
        "创伤后头痛没有单一的治疗方法。我们会根据它最像哪种头痛来治疗，同时处理受伤带来的其他影响。",
      points: [
        `首次全面就诊 ${firstVisitMinutes} 分钟，回顾受伤经过、您的症状和所有影像检查，并检查是否有需要其他治疗的问题。`,
        `如果头痛类似偏头痛，我们会采用与偏头痛相同的方案。这包括急性期药物（即${acuteMeans}），以及在需要时使用预防性药物。这些治疗用于创伤后头痛的研究较为有限，因此我们会在治疗过程中随时调整方案。`,
        "早期限制止痛药的使用，因为多天服用可能导致药物过度使用性头痛。",
        `针对后脑和颈部疼痛进行枕神经阻滞。${nerveBlockRelief}`,
        "指导睡眠和循序渐进地恢复活动。如果存在颈部疼痛或头晕，我们可能会将您转介去做物理治疗或前庭康复治疗（通过锻炼减轻头晕、改善平衡）。",
      ],
      treatmentSlugs: enPostTraumatic.treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: [
        "头部受伤后几天内头痛持续加重",
        "头部受伤后反复呕吐，或非常嗜睡、难以叫醒",
        "头部受伤后一侧瞳孔比另一侧大，或言行举止与平时不同",
        "正在服用抗凝药物的人发生任何头部受伤",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: enPostTraumatic.numericClaims[0].source },
      { text: "7 天内", source: enPostTraumatic.numericClaims[1].source },
      { text: "超过 3 个月", source: enPostTraumatic.numericClaims[2].source },
      { text: "3 个月内", source: enPostTraumatic.numericClaims[3].source },
      { text: "尚未满 3 个月", source: enPostTraumatic.numericClaims[4].source },
      { text: "超过 3 个月", source: enPostTraumatic.numericClaims[5].source },
      { text: `${firstVisitMinutes} 分钟`, source: enPostTraumatic.numericClaims[6].source },
    ],
    faqs: [
      {
        question: "我只是轻微脑震荡，真的会导致持续头痛吗？",
        answer:
          "会的。轻度头部损伤后出现创伤后头痛很常见，即使您从未失去意识。受伤不一定要很严重，头痛也可能持续下去。",
      },
      {
        question: "我的头痛会持续多久？",
        answer:
          "许多人在最初几周到几个月内好转。有些人的头痛会持续超过 3 个月，这称为持续性创伤后头痛。无论哪种情况，治疗都能有所帮助。",
      },
      {
        question: "我需要做脑部影像检查吗？",
        answer:
          "如果您受伤后立即就诊过，急诊医生已经判断过是否需要做 CT 检查。之后，如果头痛在加重或出现新症状，医生可能会安排影像检查。如果检查中发现需要进一步查看的情况，也会这样做。",
      },
      {
        question: "我应该待在黑暗的房间里休息，直到头痛消失吗？",
        answer:
          "脑震荡后立即短时间休息是有益的。之后，缓慢而稳步地恢复正常活动，通常比长时间休息更有助于康复。医生可以帮您规划恢复的节奏。",
      },
      {
        question: "止痛药会让情况变得更糟吗？",
        answer:
          "如果您每月有很多天服用，就可能会。经常服用可能导致药物过度使用性头痛，使疼痛持续不退。医生可以为您制定限制用药频率的方案。",
      },
      {
        question: "我什么时候可以重新参加运动？",
        answer:
          "恢复运动应循序渐进，并且只能在症状平稳后、经医生许可再进行。过早恢复会增加再次受伤的风险，也可能延缓康复。",
      },
    ],
    sources: enPostTraumatic.sources,
    updated: enPostTraumatic.updated,
  },
  {
    slug: enCluster.slug,
    title: "丛集性头痛与三叉神经自主神经性头痛（TACs）",
    icon: enCluster.icon,
    shortDesc: "头部一侧眼周或太阳穴的剧烈疼痛，同侧伴有流泪或流鼻涕，常成串发作。",
    summary:
      "丛集性头痛会引起头部一侧眼周或太阳穴的剧烈疼痛，同侧还会出现流泪或眼睛发红，或鼻塞。它是 TACs 中最常见的一种；TACs 是具有这些共同特点的一小类头痛。",
    overview: [
      "丛集性头痛是最痛苦的头痛疾病之一。它会引起头部一侧的剧烈疼痛发作，通常位于眼内或眼周，或在太阳穴。疼痛同时伴有同侧面部的表现，例如流泪、眼睛发红或流鼻涕。大多数人会坐立不安，无法静坐。",
      "这个名称来自发作“成串”出现的方式。许多人会经历持续数周或数月的发作期，每天都有发作，而且常在白天或夜间的同一时间发作。之后发作会停止数月甚至数年。丛集性头痛不如偏头痛常见。它常在 20 到 40 岁之间开始，在男性和吸烟者中更为多见。",
      "TACs 是三叉神经自主神经性头痛（trigeminal autonomic cephalalgias）的英文缩写，指伴有同侧眼部或鼻部表现的单侧头痛。这一类中的其他头痛，例如阵发性偏侧头痛和持续性偏侧头痛，发作时间更短或更长，需要不同的治疗。发作可能令人恐惧，并可能打乱睡眠和工作。但治疗可以缩短发作，并有助于预防发作。",
    ],
    symptoms: [
      "头部一侧眼周或太阳穴剧烈的钻痛或刺痛",
      "未经治疗时每次发作持续 15–180 分钟",
      "疼痛同侧的眼睛流泪或发红",
      "疼痛一侧鼻塞或流鼻涕",
      "该侧眼睑下垂、瞳孔缩小或眼睑肿胀",
      "坐立不安：来回踱步、摇晃身体或无法静躺",
      "每天在同一时间发作，常在睡眠中痛醒",
    ],
    diagnosis: {
      intro: "丛集性头痛的诊断依据是发作规律和神经系统检查。用通俗的话说，ICHD-3 标准如下：",
      criteria: [
        "至少 5 次单侧的重度或极重度疼痛发作，位于眼内或眼周、眼眶上方或太阳穴。",
        "未经治疗时，每次发作持续 15–180 分钟。",
        "发作时同侧至少出现以下 1 项：流泪或眼睛发红、鼻塞或流鼻涕，或眼睑肿胀。前额或面部出汗、瞳孔缩小或眼睑下垂也算，坐立不安同样算在内。",
        "发作频率从隔天 1 次到每天 8 次不等。",
        "发作性丛集性头痛成串出现，中间有 3 个月或更长的无痛间歇期。慢性丛集性头痛的发作持续一年或更久，间歇期短于 3 个月，或者根本没有间歇期。",
      ],
      note: "当这类头痛刚出现时，医生通常会安排脑部磁共振（MRI）检查，因为其他疾病在少数情况下也会引起类似的疼痛。其他 TACs 看起来相似，但发作持续时间不同。其中有些类型用一种名为吲哚美辛的药物治疗后可完全缓解，这有助于确认诊断。",
    },
    treatment: {
      intro:
        "丛集性头痛的治疗方案需要兼顾两件事：迅速制止每一次发作，以及让发作期平息下来，使发作减少。",
      points: [
        "快速起效的发作期治疗：通过面罩吸入高流量氧气，以及皮下注射舒马普坦。舒马普坦是一种曲坦类药物，专门用于治疗偏头痛，对丛集性头痛发作也有效。我们会开具这些治疗，并教您如何使用。",
        "在发作期使用预防性药物。维拉帕米是常用的选择。由于它可能影响心律，在调整剂量期间，我们会用心电图（ECG）检查您的心脏。",
        "加卡奈珠单抗，一种 CGRP 靶向药物，已获 FDA 批准用于治疗发作性丛集性头痛。",
        "短期过渡治疗，例如枕神经阻滞或短疗程类固醇，在预防性药物开始起效前控制发作。",
        "无创迷走神经刺激设备，已获 FDA 许可用于丛集性头痛。对于吲哚美辛有效的 TACs，使用吲哚美辛治疗。",
      ],
      treatmentSlugs: enCluster.treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: ["眼睛红痛，伴视物模糊或看灯光时有光晕"],
      sameDay: [
        "眼睑下垂或瞳孔缩小在两次发作之间也不消失",
        "发作的规律、疼痛侧别或持续时间突然改变",
      ],
    },
    numericClaims: [
      { text: "ICHD-3", source: enCluster.numericClaims[0].source },
      { text: "20 到 40 岁之间", source: enCluster.numericClaims[1].source },
      { text: "15–180 分钟", source: enCluster.numericClaims[2].source },
      { text: "至少 5 次", source: enCluster.numericClaims[3].source },
      { text: "至少出现以下 1 项", source: enCluster.numericClaims[4].source },
      { text: "从隔天 1 次到每天 8 次", source: enCluster.numericClaims[5].source },
      { text: "3 个月或更长", source: enCluster.numericClaims[6].source },
      { text: "短于 3 个月", source: enCluster.numericClaims[7].source },
      { text: "988", source: enCluster.numericClaims[8].source },
    ],
    faqs: [
      {
        question: "丛集性头痛和偏头痛有什么不同？",
        answer:
          "丛集性头痛的发作时间较短，通常为 15–180 分钟，疼痛固定在一侧眼周。偏头痛患者常想静静地躺在黑暗的房间里，而丛集性头痛患者往往会来回踱步或摇晃身体。丛集性头痛发作时，同侧还会出现流泪、眼睛发红或流鼻涕。",
      },
      {
        question: "为什么我每天都在同一时间发作？",
        answer:
          "丛集性头痛与下丘脑有关，下丘脑是大脑中掌管生物钟的部位。因此，发作常遵循每日的节律，发作期也可能在每年的同一时节再次出现。",
      },
      {
        question: "吸氧真的有用吗？",
        answer:
          "对许多人来说，确实有用。在发作开始时，通过专用面罩以高流量吸入纯氧，可在几分钟内减轻疼痛。吸氧需要处方和合适的设备，我们可以为您安排。",
      },
      {
        question: "丛集性头痛可以预防吗？",
        answer:
          "在发作期服用预防性药物可以减少发作。维拉帕米很常用，加卡奈珠单抗已获 FDA 批准用于发作性丛集性头痛。在预防性药物起效之前，神经阻滞或短疗程类固醇可以提供帮助。",
      },
      {
        question: "我应该避免饮酒吗？",
        answer:
          "在发作期，即使少量饮酒也可能在短时间内诱发发作，因此大多数人会在发作期结束前避免饮酒。在两个发作期之间，饮酒通常不会诱发发作。",
      },
      {
        question: "丛集性头痛危险吗？",
        answer:
          "丛集性头痛本身不会损伤大脑，但疼痛剧烈，会让人身心俱疲。这类头痛第一次出现时，医生会检查是否有其他病因。如果疼痛让您产生伤害自己的念头，请立即拨打或发短信至 988。",
      },
    ],
    sources: enCluster.sources,
    updated: enCluster.updated,
  },
  {
    slug: enOveruse.slug,
    title: "药物过度使用性头痛",
    icon: enOveruse.icon,
    shortDesc: "因过于频繁地服用止痛药或偏头痛药物而加重的频繁头痛。",
    summary: `药物过度使用性头痛可能源于在过多的日子里服用急性期药物（即${acuteMeans}）。如果这种情况持续超过 ${chronic.months} 个月，头痛可能会变得更频繁。通过周密的计划来调整这些药物的使用方式，病情往往会好转。`,
    overview: [
      "药物过度使用性头痛是指因用于治疗头痛的药物而加重的头痛。如果止痛药或偏头痛药物使用的天数太多，大脑可能对疼痛变得更加敏感，头痛就会更频繁。这可能形成恶性循环：头痛越多，用药越多；用药越多，头痛也越多。",
      "它发生在原本就有头痛疾病的人身上，最常见的是偏头痛或紧张型头痛。这并不代表意志薄弱或滥用药物；它通常始于想在频繁疼痛中坚持工作的真诚努力。它在女性和偏头痛频繁的人中更为常见。",
      "由于它是慢慢形成的，许多人并没有意识到所用的药物是问题的一部分。好消息是，它可以治疗。通过减少过度使用的药物并开始预防性治疗，许多患者的头痛天数会减少。许多人还发现，急性期药物又重新变得有效了。",
    ],
    symptoms: [
      "每月大多数日子都头痛",
      "醒来时就头痛，常在清晨",
      "开始更频繁地服用止痛药后，头痛也变得更频繁",
      "止痛药的效果不如以前",
      "药效一过，头痛又回来了",
      "担心药物用完，或为了预防预料中的头痛而服药",
      "疲倦、睡眠不好、易怒或难以集中注意力",
    ],
    diagnosis: {
      intro:
        "药物过度使用性头痛的诊断依据是仔细统计头痛天数和用药天数。用通俗的话说，ICHD-3 标准如下：",
      criteria: [
        `原本就有头痛疾病（如偏头痛）的人，每月头痛 ${chronic.headacheDaysPerMonth} 天或以上。`,
        `规律地过度使用急性期药物超过 ${chronic.months} 个月。`,
        "对于曲坦类药物（专门治疗偏头痛的药物，如舒马普坦）、麦角类药物、阿片类药物或复方止痛药，过度使用是指每月服用 10 天或以上。复方止痛药包括含咖啡因或布他比妥的止痛药。",
        "每月有 10 天或以上混合使用不同的急性期药物，也算过度使用。",
        "对于单一成分止痛药（如对乙酰氨基酚、阿司匹林或布洛芬），过度使用是指每月服用 15 天或以上。",
        "没有其他诊断能更好地解释这些头痛。",
      ],
      note: "关键是您服药的天数，而不是药片的数量。请带上您治疗头痛所用的所有药物清单，包括非处方药。医生还会检查是否有其他导致频繁头痛的原因。",
    },
    treatment: {
      intro:
        "关键的一步是减少或停用被过度使用的药物。我们会同时开始预防性治疗，并提前规划如何度过最初较难熬的几周，让这一过程更容易、更安全。",
      points: [
        "制定停用或限制过度使用药物的计划。许多止痛药和曲坦类药物可以立即停用。阿片类药物和含布他比妥的药物则需要在医生监督下缓慢减量。",
        "同时开始预防性治疗，例如 CGRP 靶向药物或每日预防药物。如果您同时患有慢性偏头痛，Botox 也可能是一个选择。",
        "过渡治疗，帮助您度过停药期间的戒断性头痛，可能包括另一种短期药物、神经阻滞或在诊所进行的静脉输注。",
        `开始新的预防药物后 ${newPreventiveWeeks} 周复查一次，之后每 ${followUpWeeks} 周复诊一次。`,
        "为今后的发作制定清晰的方案，限定每种药物每月的使用天数，并用头痛日记记录。",
      ],
      treatmentSlugs: enOveruse.treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: ["减少含布他比妥的药物后，出现意识混乱、幻觉（看到不存在的东西）或癫痫发作"],
      sameDay: ["呕吐频繁，连水都喝不下"],
    },
    numericClaims: [
      { text: "ICHD-3", source: enOveruse.numericClaims[0].source },
      { text: `超过 ${chronic.months} 个月`, source: enOveruse.numericClaims[1].source },
      {
        text: `${chronic.headacheDaysPerMonth} 天或以上`,
        source: enOveruse.numericClaims[2].source,
      },
      { text: "10 天或以上", source: enOveruse.numericClaims[3].source },
      {
        text: `开始新的预防药物后 ${newPreventiveWeeks} 周`,
        source: enOveruse.numericClaims[4].source,
      },
      { text: `每 ${followUpWeeks} 周`, source: enOveruse.numericClaims[5].source },
    ],
    faqs: [
      {
        question: "我用来治头痛的药怎么会引起头痛？",
        answer:
          "如果每月有很多天使用急性期头痛药物，大脑的疼痛系统可能变得更加敏感。于是头痛更频繁，进而用药更多。确切原因仍在研究中，但这种规律已为人熟知。",
      },
      {
        question: "哪些药物可能引起这种头痛？",
        answer:
          "几乎所有用来止头痛的药物都可能引起，包括曲坦类药物、阿片类药物、复方止痛药，以及对乙酰氨基酚或布洛芬等单一成分止痛药。阿片类药物和含布他比妥的药物风险更高。吉泮类药物是较新的偏头痛药物，可阻断 CGRP（一种参与偏头痛疼痛的天然化学物质）。早期研究提示，与其他急性期药物相比，吉泮类药物引起药物过度使用性头痛的可能性或许较低。这一点尚未得到证实，因此您服用吉泮类药物的每一天，我们仍会计入用药天数。",
      },
      {
        question: "我必须一次停掉所有药物吗？",
        answer:
          "不一定。许多单一成分止痛药和曲坦类药物可以立即停用。阿片类药物和含布他比妥的药物必须在医生指导下缓慢减量，因为突然停用可能不安全。请不要自行停用这些药物。",
      },
      {
        question: "减药时头痛会加重吗？",
        answer:
          "可能会暂时加重。许多人会在几天到几周内出现头痛加重、恶心或睡眠不好。我们会提前安排过渡治疗，帮助您度过这段时间。",
      },
      {
        question: "多久才会感觉好转？",
        answer:
          "许多患者在减药后几周到一两个月内，就会发现头痛天数减少。同时开始预防性治疗会有帮助，而且一旦不再过度用药，急性期药物的效果往往会更好。",
      },
      {
        question: "如何防止它复发？",
        answer:
          "坚持记头痛日记，遵守医生设定的用药限制，并按计划继续使用预防药物。如果您发现需要更频繁地使用急性期药物，请尽早致电我们，以便调整方案。",
      },
    ],
    sources: enOveruse.sources,
    updated: enOveruse.updated,
  },
  {
    slug: enOccipital.slug,
    title: "枕神经痛",
    icon: enOccipital.icon,
    shortDesc: "沿枕神经分布的后脑窜痛或刺痛，伴头皮触痛。",
    summary:
      "枕神经痛会沿枕神经在后脑和上颈部引起短暂的窜痛或刺痛。该处头皮常有触痛。神经阻滞往往能暂时缓解疼痛。",
    overview: [
      "枕神经痛是后脑部位的神经痛。枕神经从上颈部发出，穿过颅底的肌肉，分布在后脑的头皮上。当其中一条神经受到刺激时，可能会沿其走行突然发出一阵阵剧烈的疼痛。",
      "它可能发生在颈部或头部受伤之后，也可能由颈部肌肉紧张、上段脊柱关节炎或神经受压引起。很多时候找不到明确的原因。它可以发生在一侧或两侧，也可能与偏头痛同时存在，这有时会让它更难被识别。",
      "疼痛通常很短暂，但一天内可能出现很多次。梳头、把头枕在枕头上或转动脖子等简单动作都可能诱发疼痛。这会干扰睡眠和日常生活，但对许多患者来说，治疗可以让神经平静下来。",
    ],
    symptoms: [
      "后脑突然出现窜痛、刺痛或触电样疼痛",
      "疼痛从颅底开始，向头皮蔓延",
      "疼痛持续数秒到数分钟，一天内可能反复多次",
      "头皮触痛，碰到头发或躺在枕头上都会痛",
      "后脑头皮麻木、刺麻或感觉异常",
      "颅底神经穿出处有压痛",
      "两次剧痛之间有隐痛，有时会扩散到同侧眼睛后方",
    ],
    diagnosis: {
      intro:
        "枕神经痛的诊断依据是您的症状，以及对后脑和颈部的检查。用通俗的话说，ICHD-3 标准如下：",
      criteria: [
        "后脑一侧或两侧疼痛，沿枕大神经、枕小神经或第三枕神经分布。",
        "疼痛至少具备以下 3 个特点中的 2 个：呈发作性，每次持续几秒到几分钟；程度剧烈；性质为窜痛、刺痛或锐痛。",
        "轻触头皮或头发时感觉异常或疼痛，按压神经时有压痛，常见于颅底部位。",
        "用麻醉药进行神经阻滞能暂时缓解疼痛。",
        "没有其他诊断能更好地解释这种疼痛。",
      ],
      note: "医生会检查疼痛是否可能来自颈部、偏头痛或其他原因。如果还有其他症状（例如手臂无力或麻木），或疼痛不符合通常的规律，医生会安排颈部或头部的影像检查。",
    },
    treatment: {
      intro:
        "治疗的目标是让受刺激的神经平静下来，并缓解可能压迫神经的因素。许多患者采用多种方法结合治疗，效果良好。",
      points: [
        "进行检查，找出受累的神经，并查看是否有可能加重疼痛的颈部问题或偏头痛。",
        `枕神经阻滞：在神经附近注射麻醉药，例如利多卡因或布比卡因，有时会加入类固醇。神经阻滞也有助于确认诊断。${nerveBlockRelief}`,
        "如果发作频繁，每日服用治疗神经痛的药物，例如某些抗癫痫药或低剂量抗抑郁药。",
        "热敷、温和的拉伸、注意姿势以及物理治疗，以放松紧张的颈部肌肉。",
        "如果神经阻滞有效，可以重复进行；在少数简单治疗无法缓解的情况下，转介接受其他治疗操作。",
      ],
      treatmentSlugs: enOccipital.treatment.treatmentSlugs,
    },
    warningSigns: {
      emergency: ["最近跌倒或颈部受伤后，颈部疼痛持续加重"],
      sameDay: ["手臂或手部新出现无力或麻木", "头皮或颈部出现起水疱的皮疹"],
    },
    numericClaims: [
      { text: "ICHD-3", source: enOccipital.numericClaims[0].source },
      { text: "至少具备以下 3 个特点中的 2 个", source: enOccipital.numericClaims[1].source },
    ],
    faqs: [
      {
        question: "什么原因导致枕神经痛？",
        answer:
          "枕神经受到刺激或卡压时就会发生枕神经痛。颈部肌肉紧张、外伤或上颈部关节炎都可能是原因之一，但很多时候找不到单一的原因。",
      },
      {
        question: "枕神经痛和偏头痛是一回事吗？",
        answer:
          "不是，但两者可能看起来相似，也可能同时发生。偏头痛也会引起后脑疼痛和触痛。疼痛的性质、检查结果以及对神经阻滞的反应，可以帮助医生区分两者。",
      },
      {
        question: "枕神经阻滞是怎样的？",
        answer:
          "这是在诊所进行的快速注射。您可能会感到短暂的刺痛和压迫感，之后该部位往往会感到麻木。大多数人之后可以照常度过这一天。",
      },
      {
        question: "神经阻滞的效果能维持多久？",
        answer: `${nerveBlockRelief}缓解持续的时间因人而异，从几天到几个月不等。如果有效，可以重复进行。`,
      },
      {
        question: "药物有帮助吗？",
        answer:
          "有。一些用于治疗神经痛的药物每天服用，可以减少发作。医生会选择适合您健康状况的药物，并向您说明如何开始服用以及需要留意哪些副作用。",
      },
      {
        question: "我需要做手术吗？",
        answer:
          "需要手术的人非常少。大多数人通过神经阻滞、药物和颈部肌肉护理就能得到缓解。只有在这些方法无效时，才会考虑手术或其他治疗操作。",
      },
    ],
    sources: enOccipital.sources,
    updated: enOccipital.updated,
  },
] as const satisfies Translated<typeof en.conditions>;

/** The /conditions page. */
export const conditionsIndex = {
  seoTitle: "我们诊治的头痛疾病",
  description: (names: string) => `${names}：诊断与治疗。`,
  title: "我们诊治的疾病",
  intro: "头痛疾病各不相同。弄清楚您患的是哪一种，是获得正确治疗的第一步。",
  callToAction: {
    heading: "不确定自己是哪种头痛？",
    points: ["由专科医生明确诊断", "为您量身制定的治疗方案"],
  },
} satisfies Translated<typeof en.conditionsIndex>;

/**
 * The call to action that closes every condition page; its points are the
 * practice's own sentences, from the translation of clinic.ts.
 */
export const conditionCallToAction = {
  heading: "咨询头痛专科医生",
  points: [clinicWords.newPatients.badge, clinicWords.insurance.summary],
} satisfies Translated<typeof en.conditionCallToAction>;
