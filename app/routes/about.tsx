// /about: who the physician is and how the practice works (spec §2), so a
// patient can judge whose care they are choosing. It opens with her (#physician,
// where the home page's card leads): portrait, name, credentials and what a
// patient can check for herself (each once confirmed), then her own words and
// the languages she speaks; the practice's values come after. Words in
// content/page/about/<language>/words.yaml; the physician's facts in content/practice/.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import {
  Certifications,
  PhysicianLanguages,
  Proof,
} from "#app/components/sections/physician-card.tsx";
import { checkableProof } from "#app/content-loader/practice.ts";
import { toolPages } from "#app/content-loader/site-map.ts";
import { PageLink, Paragraphs, TopicGrid, cardBox } from "#app/components/sections/text-blocks.tsx";
import { Photo } from "#app/components/ui/photo.tsx";
import { photoSources } from "#app/design/photo-sources.ts";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import type { Route } from "./+types/about";
import { useSiteFacts } from "#app/page-list/site-facts.ts";

export const loader = pageLoader(({ content }) => {
  const room = photoSources("room");
  const { photos } = content;
  return {
    page: content.aboutPage,
    portrait: { photo: photoSources("portrait"), alt: content.physicianPortrait.alt },
    proof: checkableProof(content.practice.physician),
    room: { photo: room, alt: room.placeholder ? photos.room.placeholderAlt : photos.room.alt },
  };
});

export const meta = metaFromLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, portrait, proof, room } = loaderData;
  const { sisterSites, toolLinks } = useSiteFacts();
  // The page for a physician who refers a patient, as the footer links it.
  const referral = toolLinks.find((link) =>
    link.to.endsWith(toolPages["referring-physicians"].path),
  );
  const { header, approach, offers, physician, network } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />

      <Section id="physician" heading={physician.heading}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
          <div>
            <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
              <div className="size-32 shrink-0 overflow-hidden rounded-full bg-brand-soft ring-4 ring-brand-soft sm:size-40">
                <Photo {...portrait} sizes="(min-width: 40rem) 10rem, 8rem" />
              </div>
              <div className="min-w-0">
                <h3 className="text-2xl font-bold">{physician.name}</h3>
                <p className="mt-1 text-lg text-ink-muted">{physician.title}</p>
                <Certifications
                  items={proof.certifications}
                  className="mt-4 space-y-2 text-ink-muted"
                />
                <Proof proof={proof} className="mt-2 space-y-2 text-ink-muted" />
              </div>
            </div>
            <figure className="mt-10 max-w-3xl">
              <figcaption className="text-xl font-bold">{physician.ownWords.heading}</figcaption>
              <blockquote className="mt-4 space-y-4 border-l-4 border-brand pl-5 text-lg">
                <Paragraphs items={physician.ownWords.paragraphs} />
              </blockquote>
            </figure>
            <PhysicianLanguages className="mt-6 gap-3 text-lg" />
          </div>
          <div className={cardBox}>
            <dl className="space-y-4">
              {physician.facts.map((fact) => (
                <div key={fact.term}>
                  <dt className="font-semibold text-ink">{fact.term}</dt>
                  {(typeof fact.detail === "string" ? [fact.detail] : fact.detail).map((detail) => (
                    <dd key={detail} className="text-ink-muted">
                      {detail}
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
            <p className="mt-6 border-t border-line pt-6 text-ink-muted">{physician.disclosure}</p>
            <p className="mt-3">
              <PageLink {...physician.link} />
            </p>
            {referral ? (
              <p className="mt-3">
                <PageLink {...referral} />
              </p>
            ) : null}
          </div>
        </div>
      </Section>

      <Section heading={approach.heading} intro={approach.intro} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
          <TopicGrid topics={approach.topics} />
          <Photo
            {...room}
            sizes="(min-width: 80rem) 26rem, (min-width: 64rem) 34vw, calc(100vw - 2rem)"
            className="rounded-card"
          />
        </div>
      </Section>

      <Section heading={offers.heading}>
        <TopicGrid topics={offers.topics} />
      </Section>

      <Section heading={network.heading} intro={network.intro} tone="muted" size="compact">
        <NetworkLinks sites={sisterSites} />
      </Section>

      <CallToAction {...page.callToAction} />
    </>
  );
}
