// /locations: where patients are seen (spec §2). The Brooklyn office with its
// hours and directions, the Manhattan office through the partner site, the
// other practices and services we work with, and who can use telehealth; words in
// content/page/locations/<language>/words.yaml.
import { Photo } from "#app/components/ui/photo.tsx";
import { photoSources } from "#app/design/photo-sources.ts";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { ContactCard } from "#app/components/sections/contact-card.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { Container, PageHeader, Section } from "#app/components/sections/section.tsx";
import {
  CheckList,
  FactList,
  OutboundLinks,
  Paragraphs,
  Prose,
  TextCard,
} from "#app/components/sections/text-blocks.tsx";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import type { Route } from "./+types/locations";

export const loader = pageLoader(({ content }) => {
  const entrance = photoSources("entrance");
  const { photos } = content;
  return {
    entrance: {
      photo: entrance,
      alt: entrance.placeholder ? photos.entrance.placeholderAlt : photos.entrance.alt,
    },
    page: content.locationsPage,
    // The partner with an office has its own section above: the list names the others.
    partners: content.locationsPage.manhattan
      ? content.practice.partners.filter((site) => !site.office)
      : content.practice.partners,
  };
});

export const meta = metaFromLoader;

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { page, partners, entrance } = loaderData;
  const { header, brooklyn, manhattan, telehealth, network } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />

      <Container className="py-14 sm:py-16">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="grid gap-6">
            <ContactCard heading={brooklyn.heading} />
            {/* The entrance, so a first-time patient knows the door. */}
            <Photo
              {...entrance}
              sizes="(min-width: 80rem) 38rem, (min-width: 48rem) 46vw, calc(100vw - 2rem)"
              className="rounded-card"
            />
          </div>
          <div className="grid gap-6">
            <TextCard heading={brooklyn.directions.heading}>
              <Paragraphs items={brooklyn.directions.paragraphs} />
              <OutboundLinks links={brooklyn.directions.links} />
            </TextCard>
            <TextCard heading={brooklyn.transit.heading}>
              <FactList facts={brooklyn.transit.facts} />
            </TextCard>
            <TextCard heading={brooklyn.parking.heading}>
              <Paragraphs items={brooklyn.parking.paragraphs} />
            </TextCard>
            <TextCard heading={brooklyn.access.heading}>
              <Paragraphs items={brooklyn.access.paragraphs} />
            </TextCard>
          </div>
        </div>
      </Container>

      {manhattan ? (
        <Section heading={manhattan.heading} tone="muted">
          <Prose paragraphs={manhattan.paragraphs}>
            <OutboundLinks links={manhattan.links} />
          </Prose>
        </Section>
      ) : null}

      <Section heading={telehealth.heading} intro={telehealth.intro}>
        <CheckList items={telehealth.rules} />
      </Section>

      <Section heading={network.heading} intro={network.intro} tone="muted" size="compact">
        <NetworkLinks sites={partners} />
      </Section>

      <CallToAction {...page.callToAction} />
    </>
  );
}
