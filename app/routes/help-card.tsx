// /patients/help-card: the warning signs as a card to print and keep. On
// screen it is the page's warning block; printed, the large card fills the
// first page (for the fridge) and a wallet card, cut out and folded, the
// second. The signs, the 988 line and the office's phone are the ones every
// page shows, read from the home page's warningSigns and the facts: one list,
// so the card cannot drift from the site (tests/static/safety-in-view.test.ts
// holds every page to it).
import {
  EmergencyWarning,
  Signs,
  type WarningLevel,
  withCallLinks,
} from "#app/components/sections/emergency-warning.tsx";
import { FilledIn, sentenceGap } from "#app/components/ui/filled-in.tsx";
import { PageHeader } from "#app/components/sections/section.tsx";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import type * as React from "react";
import { useId } from "react";
import type { Route } from "./+types/help-card";

export const loader = pageLoader(({ content }) => ({
  page: content.helpCardPage,
  warningSigns: content.warningSigns,
  onCall: content.practice.afterHours.steps[0],
}));

export const meta = metaFromLoader;

/**
 * One side of the folded wallet card: a heading, a lead-in, the signs, and
 * what follows. Readable on screen; printed, a wallet card's size.
 */
function WalletSide(side: WarningLevel & { tone: string; children: React.ReactNode }) {
  const { heading, intro, signs, tone, children } = side;
  return (
    <div className="rounded-card border-2 border-dashed border-ink p-4 text-sm print:h-[2.125in] print:overflow-hidden print:rounded-none print:border print:p-[0.1in] print:text-[6.5pt] print:leading-[1.25]">
      <p className={`text-base font-bold print:text-[8pt] ${tone}`}>{withCallLinks(heading)}</p>
      {intro ? <p className="font-semibold">{withCallLinks(intro)}</p> : null}
      <Signs signs={signs} className="mt-1 list-disc pl-5 print:mt-[0.04in] print:pl-[0.12in]" />
      <div className="mt-1 print:mt-[0.04in]">{children}</div>
    </div>
  );
}

export default function HelpCardPage({ loaderData }: Route.ComponentProps) {
  const { page, warningSigns, onCall } = loaderData;
  const { emergency, sameDay, crisis } = warningSigns;
  const { office, words } = useSiteFacts();
  const walletId = useId();
  return (
    <>
      <div data-print="hide">
        <PageHeader {...page.header} howToPrint={page.howToPrint} />
      </div>

      <div data-card="fridge" className="print:break-after-page">
        <EmergencyWarning heading={page.fridge.heading} {...warningSigns} />
        <p className="mx-auto -mt-4 max-w-7xl px-4 text-lg sm:px-6 print:mt-2">{onCall}</p>
      </div>

      <section
        aria-labelledby={walletId}
        data-card="wallet"
        className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 print:p-0"
      >
        <h2 id={walletId} className="text-2xl font-bold tracking-tight sm:text-3xl print:hidden">
          {page.wallet.heading}
        </h2>
        <div className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-2 print:mt-0 print:block print:w-[3.375in]">
          <WalletSide heading={emergency.heading} signs={emergency.signs} tone="text-danger">
            <strong>{crisis.heading}</strong>
            {sentenceGap(crisis.heading)}
            {withCallLinks(crisis.text)}
          </WalletSide>
          <WalletSide
            heading={sameDay.heading}
            intro={sameDay.intro}
            signs={sameDay.signs}
            tone="text-accent"
          >
            <strong>
              <FilledIn
                template={words.phoneLines.ourOffice}
                values={{ phone: office.phone.display }}
              />
            </strong>
          </WalletSide>
        </div>
        <p className="mt-4 text-ink-muted print:mt-2 print:text-[9pt]">{page.wallet.fold}</p>
      </section>
    </>
  );
}
