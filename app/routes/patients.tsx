// /patients: the new patient guide (spec §2). It answers what a patient asks
// before and between visits, in the spec's order, then what to do after hours
// and the practice's policies; the words live in content/page/patients/<language>/words.yaml and the
// layout in the shared sections.
import { AfterHoursSteps } from "#app/components/sections/after-hours.tsx";
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
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import type { Route } from "./+types/patients";

export const loader = pageLoader(({ content }) => ({
  page: content.patientsPage,
  checklist: content.newPatientChecklist,
}));

export const meta = metaFromLoader;

export default function PatientsPage({ loaderData }: Route.ComponentProps) {
  const { page, checklist } = loaderData;
  const {
    header,
    bring,
    firstVisit,
    insurance,
    followUp,
    afterHours,
    preparation,
    practiceFacts,
    careLocations,
  } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />

      <Section heading={bring.heading} intro={bring.intro} split>
        <CheckList items={checklist} columns={2} />
      </Section>

      <Section heading={firstVisit.heading} intro={firstVisit.intro} tone="muted" split>
        <CareSteps steps={firstVisit.steps} />
      </Section>

      <Section id="insurance" heading={insurance.heading} intro={insurance.intro} split>
        <TopicGrid topics={insurance.topics} columns={3} />
        <div className="mt-8">
          <PageLink {...insurance.link} />
        </div>
      </Section>

      <Section heading={followUp.heading} intro={followUp.intro} tone="muted" split>
        <FactList facts={followUp.schedule} boxed />
      </Section>

      <Section id="after-hours" heading={afterHours.heading} intro={afterHours.intro} split>
        <AfterHoursSteps {...afterHours} className="text-lg" />
      </Section>

      <Section heading={preparation.heading} intro={preparation.intro} tone="muted" split>
        <TopicGrid topics={preparation.topics} columns={3} />
        <div className="mt-8">
          <PageLink {...preparation.diaryLink} />
        </div>
      </Section>

      <Section heading={practiceFacts.heading} split>
        <FactList facts={practiceFacts.facts} boxed />
        <div className="mt-6">
          <PageLink {...practiceFacts.link} />
        </div>
      </Section>

      <Section heading={careLocations.heading} tone="muted" split>
        <Prose paragraphs={careLocations.paragraphs}>
          <PageLink {...careLocations.link} />
        </Prose>
      </Section>

      <CallToAction {...page.callToAction} />
    </>
  );
}
