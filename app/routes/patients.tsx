// /patients: the new patient guide (spec §2). It answers what a patient asks
// before and between visits, in the spec's order; the words live in
// content/patients.ts and the layout in the shared sections.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CareSteps } from "#app/components/sections/care-steps.tsx";
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import {
  CheckList,
  FactList,
  PageLink,
  Prose,
  TopicGrid,
} from "#app/components/sections/text-blocks.tsx";
import { newPatientChecklist } from "#app/content/contact.ts";
import { patientsPage } from "#app/content/patients.ts";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/patients";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    page: patientsPage,
    checklist: newPatientChecklist,
    meta: seo({ ...patientsPage.seo, path: "/patients" }),
  };
}

export const meta = metaFromLoader;

export default function PatientsPage({ loaderData }: Route.ComponentProps) {
  const { page, checklist } = loaderData;
  const { header, bring, firstVisit, insurance, followUp, preparation, careLocations } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />

      <Section heading={bring.heading} intro={bring.intro}>
        <CheckList items={checklist} columns={2} />
      </Section>

      <Section heading={firstVisit.heading} intro={firstVisit.intro} tone="muted">
        <CareSteps steps={firstVisit.steps} />
      </Section>

      <Section heading={insurance.heading}>
        <TopicGrid topics={insurance.topics} columns={3} />
      </Section>

      <Section heading={followUp.heading} intro={followUp.intro} tone="muted">
        <FactList facts={followUp.schedule} boxed />
      </Section>

      <Section heading={preparation.heading} intro={preparation.intro}>
        <TopicGrid topics={preparation.topics} columns={3} />
      </Section>

      <Section heading={careLocations.heading} tone="muted">
        <Prose paragraphs={careLocations.paragraphs}>
          <PageLink {...careLocations.link} />
        </Prose>
      </Section>

      <CallToAction {...page.callToAction} />
    </>
  );
}
