// /treatments/{slug}: one template renders every entry of treatments.ts.
import { data } from "react-router";
import type { Route } from "./+types/treatment";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { clinic, telHref } from "#app/content/clinic.ts";
import { findTreatment } from "#app/content/treatments.ts";
import { notFoundSeo, seo } from "#app/lib/seo.ts";
import { slugFromUrl, treatmentPath } from "#app/lib/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const treatment = findTreatment(slugFromUrl(request.url));
  if (!treatment) throw data(null, { status: 404 });
  return { treatment };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.treatment.title,
        description: loaderData.treatment.description,
        path: treatmentPath(loaderData.treatment.slug),
      })
    : notFoundSeo();

export default function TreatmentPage({ loaderData }: Route.ComponentProps) {
  const { treatment } = loaderData;
  return (
    <>
      <PageHeader title={treatment.title} intro={treatment.summary} />
      <Container className="py-14">
        <h2 className="text-2xl font-bold">Insurance and prior authorization</h2>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          {clinic.insurance.summary} {clinic.insurance.priorAuthorization}
        </p>
        <p className="mt-10 text-sm text-ink-muted">
          Medically reviewed by {clinic.physician.name}.
        </p>
      </Container>
      <CallToAction
        heading="Ask whether this treatment is right for you"
        points={["New patients welcome", "Telehealth for established patients"]}
        phone={{ display: clinic.phone.display, href: telHref }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
