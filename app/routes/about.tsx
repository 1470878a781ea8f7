// /about: how the practice works and who the physician is (spec §2), so a
// patient can judge whose care they are choosing. Words in
// content/pages/about/<language>/words.yaml; the physician's facts in content/practice/.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import { PageLink, Profile, Prose, TopicGrid } from "#app/components/sections/text-blocks.tsx";
import { Photo } from "#app/components/ui/photo.tsx";
import { photoSources } from "#app/design/photo-sources.ts";
import { requestedPage } from "#app/pages/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";
import type { Route } from "./+types/about";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { useSiteFacts } from "#app/pages/site-facts.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const room = photoSources("room");
  const { photos } = content;
  return {
    page: content.aboutPage,
    portrait: { photo: photoSources("portrait"), alt: content.physicianPortrait.alt },
    room: { photo: room, alt: room.placeholder ? photos.room.placeholderAlt : photos.room.alt },
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, portrait, room } = loaderData;
  const { sisterSites } = useSiteFacts();
  const { header, approach, offers, physician, network } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />

      <Section heading={approach.heading} intro={approach.intro}>
        {/* The consulting room beside the approach from lg; under it on phones. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
          <TopicGrid topics={approach.topics} columns={2} />
          <Photo
            photo={room.photo}
            alt={room.alt}
            sizes="(min-width: 80rem) 26rem, (min-width: 64rem) 34vw, calc(100vw - 2rem)"
            className="rounded-card"
          />
        </div>
      </Section>

      <Section heading={offers.heading} tone="muted">
        <TopicGrid topics={offers.topics} columns={2} />
      </Section>

      <Section heading={physician.heading} intro={physician.intro}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <div className="size-24 shrink-0 overflow-hidden rounded-full bg-brand-soft ring-4 ring-brand-soft sm:size-32">
            <Photo photo={portrait.photo} alt={portrait.alt} sizes="8rem" />
          </div>
          <div className="min-w-0 flex-1">
            <Profile name={physician.name} title={physician.title} facts={physician.facts} />
          </div>
        </div>
        <div className="mt-8">
          <Prose paragraphs={[physician.disclosure]}>
            <PageLink {...physician.link} />
          </Prose>
        </div>
      </Section>

      <Section heading={network.heading} intro={network.intro} tone="muted">
        <NetworkLinks sites={sisterSites} />
      </Section>

      <CallToAction {...page.callToAction} />
    </>
  );
}
