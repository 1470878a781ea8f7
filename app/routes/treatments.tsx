// /treatments: a card for every treatment the practice offers. The loader
// runs at build time, so only the cards' text reaches the browser.
import type { Route } from "./+types/treatments";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { CardIndex } from "#app/components/sections/card-index.tsx";
import { clinic } from "#app/content/clinic.ts";
import { treatments } from "#app/content/treatments.ts";
import { treatmentCard } from "#app/lib/cards.ts";
import { seo } from "#app/lib/seo.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    cards: treatments.map(treatmentCard),
    callToActionPoints: [clinic.insurance.summary, "Prior authorizations handled for you"],
    meta: seo({
      title: "Migraine & Headache Treatments",
      description:
        "Botox, CGRP therapy, nerve blocks, infusions, neuromodulation devices and preventive medicines for migraine and headache, offered in Brooklyn.",
      path: "/treatments",
    }),
  };
}

export const meta = metaFromLoader;

export default function TreatmentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <CardIndex
      title="Treatment Options"
      intro="From daily prevention to in-office procedures, we match the treatment to your kind of headache, your health and your goals."
      cards={loaderData.cards}
    >
      <CallToAction
        heading="Find the treatment that fits you"
        points={loaderData.callToActionPoints}
      />
    </CardIndex>
  );
}
