// The /locations page's words (app/content/locations.ts) in Chinese: where
// patients are seen and how to get there. Addresses, links and partner names
// come from clinic.ts; transit, parking and telehealth words from zh/clinic.ts.
// Draft Simplified Chinese translation of app/content/locations.ts; awaiting review by a qualified medical translator.
// Date: 2026-11-23
import { clinic, formattedAddress, manhattanOffice } from "#app/content/clinic.ts";
import * as en from "#app/content/locations.ts";
import type { Translated } from "#app/content/translated.ts";
import { clinicWords } from "./clinic.ts";

const [googleMaps, appleMaps] = en.locationsPage.brooklyn.directions.links;

export const locationsPage = {
  seo: {
    title: "诊所地址和办公时间",
    description: `我们位于 ${clinic.address.street} 的布鲁克林诊所：办公时间、交通路线、地铁和公交线路、曼哈顿合作诊所以及远程医疗就诊。`,
  },
  header: {
    title: "诊所地点",
    intro:
      "欢迎到我们的布鲁克林诊所或曼哈顿合作诊所就诊。成为本诊所的现有患者后，部分就诊也可以通过远程医疗进行。",
  },
  brooklyn: {
    heading: "布鲁克林诊所",
    directions: {
      heading: "获取路线",
      paragraphs: [`我们的地址是 ${formattedAddress}。以下链接会在您的地图应用中打开路线。`],
      links: [
        { label: "在 Google 地图中查看路线", href: googleMaps.href },
        { label: "在 Apple 地图中查看路线", href: appleMaps.href },
      ],
    },
    transit: {
      heading: "乘坐地铁和公交车",
      facts: clinicWords.transit.map(({ line, detail }) => ({ term: line, detail })),
    },
    parking: {
      heading: "停车",
      paragraphs: [clinicWords.policies.parking],
    },
    access: {
      heading: "进入诊所",
      paragraphs: [
        // Shown only once the English sentence exists and has been translated.
        ...(clinic.entranceAccess && clinicWords.entranceAccess
          ? [clinicWords.entranceAccess]
          : []),
        "如果您在出入方面需要帮助，请在就诊前致电我们，我们会和您确认入口的具体情况。",
      ],
    },
  },
  manhattan: manhattanOffice
    ? {
        heading: "曼哈顿诊所",
        paragraphs: [
          `如果您在曼哈顿居住或工作，可以在我们位于曼哈顿的合作诊所 ${manhattanOffice.name} 就诊。`,
          "该诊所在曼哈顿的地址和办公时间，请查看其网站；您也可以致电我们，我们会帮您选择合适的诊所。",
        ],
        links: [{ label: `访问 ${manhattanOffice.name} 网站`, href: manhattanOffice.url }],
      }
    : null,
  telehealth: {
    heading: "远程医疗就诊",
    intro:
      "部分复诊可以通过远程医疗进行，您无需前往诊所就能与医生见面。下次就诊时，请问问我们远程医疗是否适合您的诊治。",
    rules: [
      clinicWords.telehealth.eligibility,
      clinicWords.telehealth.inPerson,
      clinicWords.telehealth.location,
    ],
  },
  network: {
    heading: "合作网络",
    intro: "我们在纽约市各地合作网络中的其他诊所和服务机构，以及一份神经科诊所名录。",
  },
  callToAction: {
    heading: "安排您的就诊",
    points: [clinicWords.newPatients.badge, "现有患者可使用远程医疗"],
  },
} satisfies Translated<typeof en.locationsPage>;
