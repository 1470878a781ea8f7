// JSON-LD for search engines, built from clinic.ts and the content arrays so
// that no fact is typed twice.
import { clinic, sisterSites } from "../content/clinic.ts";
import { conditions } from "../content/conditions.ts";
import { treatments } from "../content/treatments.ts";
import { conditionPath, treatmentPath } from "./site-paths.ts";
import { canonicalUrl } from "./seo.ts";

export function clinicStructuredData() {
  return {
    "@context": "https://schema.org",
    "@type": ["MedicalClinic", "MedicalOrganization", "LocalBusiness"],
    "@id": `${clinic.url}/#clinic`,
    name: clinic.name,
    description: clinic.description,
    url: clinic.url,
    telephone: clinic.phone.e164,
    email: clinic.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.locality,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: clinic.geo.latitude,
      longitude: clinic.geo.longitude,
    },
    openingHoursSpecification: clinic.hours
      .filter((day) => "opens" in day)
      .map((day) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: day.dayOfWeek,
        opens: "opens" in day ? day.opens : undefined,
        closes: "closes" in day ? day.closes : undefined,
      })),
    medicalSpecialty: clinic.medicalSpecialty,
    areaServed: clinic.areaServed.map((name) => ({ "@type": "Place", name })),
    paymentAccepted: "Cash, Check, Credit Card",
    isAcceptingNewPatients: true,
    employee: {
      "@type": "Physician",
      name: clinic.physician.name,
      description: clinic.physician.title,
      medicalSpecialty: clinic.medicalSpecialty,
    },
    availableService: treatments.map((treatment) => ({
      "@type": "MedicalTherapy",
      name: treatment.title,
      description: treatment.description,
      url: canonicalUrl(treatmentPath(treatment.slug)),
    })),
    knowsAbout: conditions.map((condition) => ({
      "@type": "MedicalCondition",
      name: condition.title,
      url: canonicalUrl(conditionPath(condition.slug)),
    })),
    sameAs: sisterSites.map((site) => site.url),
  };
}
