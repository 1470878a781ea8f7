// /conditions/{slug}: one template renders every entry of conditions.ts.
import { data } from "react-router";
import type { Route } from "./+types/condition";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { EmergencyWarning } from "#app/components/sections/emergency-warning.tsx";
import { CardGrid, LinkCard } from "#app/components/sections/link-card.tsx";
import { Container, PageHeader, Section } from "#app/components/sections/section.tsx";
import { clinic, telHref } from "#app/content/clinic.ts";
import { findCondition } from "#app/content/conditions.ts";
import { emergencySigns } from "#app/content/home.ts";
import { treatments } from "#app/content/treatments.ts";
import { notFoundSeo, seo } from "#app/lib/seo.ts";
import { slugFromUrl, conditionPath, treatmentPath } from "#app/lib/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const condition = findCondition(slugFromUrl(request.url));
  if (!condition) throw data(null, { status: 404 });
  return { condition };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.condition.title,
        description: loaderData.condition.shortDesc,
        path: conditionPath(loaderData.condition.slug),
      })
    : notFoundSeo();

export default function ConditionPage({ loaderData }: Route.ComponentProps) {
  const { condition } = loaderData;
  return (
    <>
      <PageHeader title={condition.title} intro={condition.summary} />
      <Section heading="Treatments we offer">
        <CardGrid>
          {treatments.map((treatment) => (
            <LinkCard
              key={treatment.slug}
              item={{
                to: treatmentPath(treatment.slug),
                icon: treatment.icon,
                title: treatment.title,
                description: treatment.description,
              }}
            />
          ))}
        </CardGrid>
      </Section>
      <EmergencyWarning heading="When to seek emergency care" signs={emergencySigns} />
      <Container>
        <p className="pb-10 text-sm text-ink-muted">
          Medically reviewed by {clinic.physician.name}.
        </p>
      </Container>
      <CallToAction
        heading="Talk to a headache specialist"
        points={["New patients welcome", clinic.insurance.summary]}
        phone={{ display: clinic.phone.display, href: telHref }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
