// /referring-physicians: how a physician refers a patient. How soon the
// patient is seen (the routine wait is the home page's fact), the red flags
// that go to the emergency department instead (the site's 911 list, the home page's warningSigns;
// tests/static/safety-in-view.test.ts holds them in view), what to send, how to send it, and what comes
// back. The numbers, addresses and waits are the practice's facts
// (content/practice/en/facts.yaml), filled into the words.
import { Level } from "#app/components/sections/emergency-warning.tsx";
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import { CheckList, FactList, Prose } from "#app/components/sections/text-blocks.tsx";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import { referralStructuredData } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/referring-physicians";

export const loader = pageLoader(
  ({ content }) => ({
    page: content.referringPhysiciansPage,
    emergency: content.warningSigns.emergency,
  }),
  referralStructuredData,
);

export const meta = metaFromLoader;

export default function ReferringPhysiciansPage({ loaderData }: Route.ComponentProps) {
  const { page, emergency } = loaderData;
  const { header, waits, redFlags, send, how, back } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />
      <Section heading={waits.heading} size="compact" split>
        <FactList facts={waits.ways} boxed />
      </Section>
      <Section heading={redFlags.heading} intro={redFlags.intro} size="compact" split>
        <div className="max-w-3xl">
          <Level level={emergency} tone="danger" />
        </div>
      </Section>
      <Section heading={send.heading} intro={send.intro} tone="muted" size="compact" split>
        <CheckList items={send.items} />
      </Section>
      <Section heading={how.heading} size="compact" split>
        <FactList facts={how.ways} boxed />
      </Section>
      <Section heading={back.heading} size="compact" split>
        <Prose paragraphs={back.paragraphs} />
      </Section>
    </>
  );
}
