// /about: how the practice works and who the physician is (spec §2), so a
// patient can judge whose care they are choosing. Words in
// content/pages/<language>/about.yaml; the physician's facts in content/practice/.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { NetworkLinks } from "#app/components/sections/network-links.tsx";
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import { PageLink, Profile, Prose, TopicGrid } from "#app/components/sections/text-blocks.tsx";
import { requestedPage } from "#app/lib/requested-page.ts";
import { pageSeo } from "#app/lib/page-seo.ts";
import type { Route } from "./+types/about";
import { metaFromLoader } from "#app/lib/loader-meta.ts";
import { useSiteFacts } from "#app/lib/site-facts.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  return {
    page: content.aboutPage,
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { sisterSites } = useSiteFacts();
  const { header, approach, offers, physician, network } = page;
  return (
    <>
      <PageHeader title={header.title} intro={header.intro} />

      <Section heading={approach.heading} intro={approach.intro}>
        <TopicGrid topics={approach.topics} columns={2} />
      </Section>

      <Section heading={offers.heading} tone="muted">
        <TopicGrid topics={offers.topics} columns={2} />
      </Section>

      <Section heading={physician.heading} intro={physician.intro}>
        <Profile name={physician.name} title={physician.title} facts={physician.facts} />
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
