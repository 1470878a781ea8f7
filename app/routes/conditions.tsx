// /conditions: a card for every condition the practice treats.
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardGrid, LinkCard } from "#app/components/sections/link-card.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { clinic, telHref } from "#app/content/clinic.ts";
import { conditions } from "#app/content/conditions.ts";
import { seo } from "#app/lib/seo.ts";
import { conditionPath } from "#app/lib/site-paths.ts";

export const meta = () =>
  seo({
    title: "Headache Conditions We Treat",
    description:
      "Migraine, chronic migraine, post-traumatic headache, cluster headache, medication-overuse headache and occipital neuralgia: how each is diagnosed and treated.",
    path: "/conditions",
  });

export default function ConditionsPage() {
  return (
    <>
      <PageHeader
        title="Conditions We Treat"
        intro="Headache disorders are not all alike. Finding out which one you have is the first step to the right treatment."
      />
      <Container className="py-14">
        <CardGrid>
          {conditions.map((condition) => (
            <LinkCard
              headingLevel={2}
              key={condition.slug}
              item={{
                to: conditionPath(condition.slug),
                icon: condition.icon,
                title: condition.title,
                description: condition.shortDesc,
              }}
            />
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
