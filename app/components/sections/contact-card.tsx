// The practice's ways to get in touch and its hours, as one card.
import { Clock, Mail, MapPin, Phone } from "lucide";
import type { ReactNode } from "react";
import { Icon, type IconNode } from "#app/components/ui/icon.tsx";
import { format } from "#app/contact/format.ts";
import { useSiteFacts, useWords } from "#app/page-list/site-facts.ts";
import { cardBox } from "./text-blocks.tsx";

function Row({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand [&_svg]:size-5">
        <Icon node={icon} />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </div>
  );
}

/** The office's phone, e-mail, address and hours, from the site's facts. */
export function ContactCard({ heading }: { heading: string }) {
  const link = "font-medium text-brand underline underline-offset-4 hover:text-brand-strong";
  const facts = useSiteFacts().office;
  const words = useWords().contactPage;
  return (
    <section aria-label={heading} className={cardBox}>
      <h2 className="text-xl font-bold">{heading}</h2>
      <div className="mt-6 space-y-6">
        <Row icon={Phone} title={words.phone}>
          <a className={link} href={facts.phone.href}>
            {facts.phone.display}
          </a>
        </Row>
        <Row icon={Mail} title={words.email}>
          <a className={link} href={facts.email.href}>
            {facts.email.display}
          </a>
        </Row>
        <Row icon={MapPin} title={words.address}>
          <address className="not-italic">
            <a className={link} href={facts.directions}>
              {facts.address}
            </a>
          </address>
        </Row>
        <Row icon={Clock} title={words.hours}>
          <dl className="space-y-1">
            {facts.hours.map((row) => (
              <div key={row.days} className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-ink">
                  {format(words.hoursDays, { days: row.days })}
                </dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </Row>
      </div>
    </section>
  );
}
