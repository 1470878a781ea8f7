// JSON-LD for search engines, typed with schema-dts and built from the
// practice's facts (content/practice/en/facts.yaml) and the pages' words, so that
// no fact is typed twice. Routes pass what
// they build here to seo(), which puts it in the page's <head>.
import { checkableProof, practice } from "#app/content-loader/practice.ts";
import type {
  BreadcrumbList,
  Drug,
  FAQPage,
  IndividualPhysician,
  MedicalClinic,
  MedicalCondition,
  MedicalTherapy,
  MedicalWebPage,
  PostalAddress,
  Thing,
} from "schema-dts";
import {
  type ConditionText,
  type TreatmentText,
  contentIn,
} from "#app/content-loader/in-language.ts";
import { type Language, languageTags } from "#app/content-loader/translated.ts";
import type { Faq } from "#app/content-loader/collection-schemas.ts";
import { canonicalUrl } from "./site-url.ts";
import { format } from "#app/contact/format.ts";

export type StructuredNode = Exclude<Thing, string>;

type LinkedPage = { title: string; to: string };

const practiceId = canonicalUrl("/#clinic");
const physicianId = canonicalUrl("/#physician");

function postalAddress(): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: practice().address.street,
    addressLocality: practice().address.locality,
    addressRegion: practice().address.region,
    postalCode: practice().address.postalCode,
    addressCountry: practice().address.country,
  };
}

/** The practice, described in the page's language: in brief, and where it is and when it is open. */
export function practiceNode(language: Language): Exclude<MedicalClinic, string> {
  const { practice: facts } = contentIn(language);
  return {
    ...practiceInBrief(),
    description: facts.description,
    email: practice().email,
    image: canonicalUrl("/og/home.png"),
    geo: { "@type": "GeoCoordinates", ...practice().geo },
    openingHoursSpecification: practice().hours.flatMap((day) =>
      day.opens && day.closes
        ? [
            {
              "@type": "OpeningHoursSpecification" as const,
              dayOfWeek: day.dayOfWeek.map((name) => `https://schema.org/${name}` as const),
              opens: day.opens,
              closes: day.closes,
            },
          ]
        : [],
    ),
    medicalSpecialty: practice().medicalSpecialty,
    areaServed: practice().areaServed.map((name) => ({ "@type": "City" as const, name })),
    paymentAccepted: practice().paymentMethods.join(", "),
    isAcceptingNewPatients: practice().newPatients.accepting,
    // No sameAs: the partner practices are separate practices, not this practice's other pages.
    // No priceRange: Google only recommends it, and the practice's facts hold no price; its cost
    // depends on each patient's plan (the standards audit of issue 37 lists it as information).
  };
}

/**
 * The practice's physician: a person, which schema.org types
 * IndividualPhysician (Physician also names a doctor's office). Her hospitals
 * and board certifications are given only once their facts are confirmed
 * (`checkableProof`), as the pages show them.
 */
function physicianNode(language: Language): Exclude<IndividualPhysician, string> {
  const { physician } = contentIn(language).practice;
  const { hospitals, certifications } = checkableProof(physician);
  const hospitalAffiliation = hospitals.map((at) => ({ "@type": "Hospital" as const, ...at }));
  const hasCredential = certifications.flatMap(({ text: name, verifyUrl: url }) =>
    url ? [{ "@type": "EducationalOccupationalCredential" as const, name, url }] : [],
  );
  return {
    "@type": "IndividualPhysician",
    "@id": physicianId,
    name: practice().physician.name,
    description: physician.title,
    medicalSpecialty: practice().medicalSpecialty,
    telephone: practice().phone.e164,
    address: postalAddress(),
    parentOrganization: { "@id": practiceId },
    ...(hospitalAffiliation.length ? { hospitalAffiliation } : {}),
    ...(hasCredential.length ? { hasCredential } : {}),
  };
}

function linked<Type extends "MedicalTherapy" | "MedicalCondition">(
  type: Type,
  pages: readonly LinkedPage[],
) {
  return pages.map((page) => ({ "@type": type, name: page.title, url: canonicalUrl(page.to) }));
}

/** The home page: the practice with its services and the conditions it treats, and its physician. */
export function homeStructuredData(
  services: readonly LinkedPage[],
  conditions: readonly LinkedPage[],
  language: Language,
): StructuredNode[] {
  return [
    {
      ...practiceNode(language),
      availableService: linked("MedicalTherapy", services),
      knowsAbout: linked("MedicalCondition", conditions),
    },
    physicianNode(language),
  ];
}

export function breadcrumbList(
  trail: readonly { name: string; path: string }[],
): Exclude<BreadcrumbList, string> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/**
 * A condition's or treatment's page: the page, about the entry and reviewed
 * as its record stands; the practice as its publisher, defined on the page
 * itself (search engines do not join nodes across pages: who it is, where,
 * and how to reach it; the home page describes it in full, practiceNode());
 * and the page's questions.
 */
function medicalPage(
  page: PageOfSite,
  faqs: readonly Faq[],
  about: MedicalCondition | MedicalTherapy,
  review: MedicalReviewOfPage | undefined,
): StructuredNode[] {
  const node: Exclude<MedicalWebPage, string> = {
    ...webPage(page),
    // Only a review recorded against the words as they are (app/reviews/reviews.ts).
    ...(review
      ? {
          lastReviewed: review.on,
          reviewedBy: {
            "@type": "IndividualPhysician" as const,
            ...(review.by === practice().physician.name ? { "@id": physicianId } : {}),
            name: review.by,
          },
        }
      : {}),
    publisher: { "@id": practiceId },
    about,
  };
  const questions: Exclude<FAQPage, string> = {
    "@type": "FAQPage",
    url: canonicalUrl(page.path),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: [faq.answer, ...(faq.points ?? [])].join("\n"),
      },
    })),
  };
  return [node, practiceInBrief(), questions];
}

/** The practice as a page other than home names it: who it is, where, and how to reach it. */
function practiceInBrief(): Exclude<MedicalClinic, string> {
  return {
    "@type": "MedicalClinic",
    "@id": practiceId,
    name: practice().name,
    url: canonicalUrl("/"),
    telephone: practice().phone.e164,
    address: postalAddress(),
  };
}

function webPage(page: PageOfSite): Exclude<MedicalWebPage, string> {
  return {
    "@type": "MedicalWebPage",
    name: page.title,
    description: page.description,
    url: canonicalUrl(page.path),
    inLanguage: languageTags[page.language],
  };
}

type PageOfSite = { title: string; description: string; path: string; language: Language };

/** The page for referring physicians: a page for clinicians, about the practice. */
export function referralStructuredData(page: PageOfSite): StructuredNode[] {
  return [
    {
      ...webPage(page),
      audience: { "@type": "MedicalAudience", audienceType: "Clinician" },
      about: { "@id": practiceId },
    },
    practiceInBrief(),
  ];
}

/** Who reviewed a page's words as they are now, and when. */
type MedicalReviewOfPage = { by: string; on: string };

export function conditionStructuredData(
  condition: ConditionText,
  page: PageOfSite,
  treatments: readonly LinkedPage[],
  review?: MedicalReviewOfPage,
): StructuredNode[] {
  const about: MedicalCondition = {
    "@type": "MedicalCondition",
    name: condition.title,
    description: condition.summary,
    signOrSymptom: condition.symptoms.map((name) => ({
      "@type": "MedicalSignOrSymptom" as const,
      name,
    })),
    possibleTreatment: linked("MedicalTherapy", treatments),
  };
  return medicalPage(page, condition.faqs, about, review);
}

export function treatmentStructuredData(
  treatment: TreatmentText,
  page: PageOfSite,
  review?: MedicalReviewOfPage,
): StructuredNode[] {
  const { language } = page;
  const drugs: Drug[] = (treatment.medications ?? []).map((medication) => ({
    "@type": "Drug",
    name: medication.name,
    description: format(
      contentIn(language).interfaceText.medicationTable.summary,
      { use: medication.use, dosing: medication.dosing },
      languageTags[language],
    ),
    mechanismOfAction: medication.mechanism,
  }));
  const about: MedicalTherapy = {
    "@type": "MedicalTherapy",
    name: treatment.title,
    description: treatment.summary,
    ...(drugs.length > 0 ? { drug: drugs } : {}),
  };
  return medicalPage(page, treatment.faqs, about, review);
}
