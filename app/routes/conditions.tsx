// /conditions: a card for every condition the practice treats. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/conditions";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardGrid, LinkCard } from "#app/components/sections/link-card.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { clinic, telHref } from "#app/content/clinic.ts";
import { conditions } from "#app/content/conditions.ts";
import { conditionCard } from "#app/lib/cards.ts";
import { seo } from "#app/lib/seo.ts";

export function loader() {
  return { cards: conditions.map(conditionCard) };
}

export const meta = () =>
  seo({
    title: "Headache Conditions We Treat",
    description:
      "Migraine, chronic migraine, post-traumatic headache, cluster headache, medication-overuse headache and occipital neuralgia: how each is diagnosed and treated.",
    path: "/conditions",
  });

export default function ConditionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Conditions We Treat"
        intro="Headache disorders are not all alike. Finding out which one you have is the first step to the right treatment."
      />
      <Container className="py-14">
        <CardGrid>
          {loaderData.cards.map((card) => (
            <LinkCard headingLevel={2} key={card.to} item={card} />
          ))}
        </CardGrid>
      </Container>
      <CallToAction
        heading="Not sure which kind of headache you have?"
        points={["A specialist diagnosis", "A plan made for you"]}
        phone={{ display: clinic.phone.display, href: telHref }}
      />
    </>
  );
}
