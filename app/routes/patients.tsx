// /patients: what a new patient needs to know before the first visit.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { Checklist } from "#app/components/sections/checklist.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { careFacts, formatRange } from "#app/content/care-facts.ts";
import { clinic, telHref } from "#app/content/clinic.ts";
import { newPatientChecklist } from "#app/content/contact.ts";
import { seo } from "#app/lib/seo.ts";

export const meta = () =>
  seo({
    title: "New Patient Guide",
    description:
      "What to bring to your first headache visit, how long it takes, insurance and billing, and how follow-up care works at our Brooklyn practice.",
    path: "/patients",
  });

export default function PatientsPage() {
  return (
    <>
      <PageHeader
        title="New Patient Guide"
        intro="What to bring, what to expect at your first visit, and how insurance and follow-up care work."
      />
      <Container className="grid gap-8 py-14 lg:grid-cols-2">
        <Checklist heading="What to Bring" items={newPatientChecklist} />
        <section aria-labelledby="expect-heading" className="space-y-3 text-lg">
          <h2 id="expect-heading" className="text-xl font-bold">
            What to Expect
          </h2>
          <p>
            Your first visit takes {formatRange(careFacts.firstVisitMinutes)} minutes. Follow-up
            visits take {formatRange(careFacts.followUpVisitMinutes)} minutes.
          </p>
          <p>
            {clinic.insurance.summary} {clinic.insurance.payment}{" "}
            {clinic.insurance.priorAuthorization}
          </p>
        </section>
      </Container>
      <CallToAction
        heading="Ready for your first visit?"
        points={["New patients welcome", clinic.insurance.summary]}
        phone={{ display: clinic.phone.display, href: telHref }}
      />
    </>
  );
}
