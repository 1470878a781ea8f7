// /contact: how to reach the practice, what to bring, and the form that
// requests an appointment or sends any other message ("Book Consultation"
// leads to it), with the confirmation kept in its place once one is sent.
// React renders it at build time like every page; in the browser only the
// form is enhanced, by one small script (app/browser/contact-form.ts), which
// reads the form's words from the JSON written here and shows its notices in
// the live regions below.
import { officeDaysIn, practice } from "#app/content-loader/practice.ts";
import { AfterHoursSteps } from "#app/components/sections/after-hours.tsx";
import { CallButton } from "#app/components/sections/book-and-call.tsx";
import { ContactCard } from "#app/components/sections/contact-card.tsx";
import { ContactForm, ContactFormScript } from "#app/components/sections/contact-form.tsx";
import {
  ContactNotSentPanels,
  ContactSentPanel,
} from "#app/components/sections/contact-outcome.tsx";
import { Container, PageHeader } from "#app/components/sections/section.tsx";
import { CheckList, cardBox } from "#app/components/sections/text-blocks.tsx";
import { format } from "#app/contact/format.ts";
import { contactLimits, withThousands } from "#app/contact/limits.ts";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";
import type { Route } from "./+types/contact";
import { useSiteFacts } from "#app/page-list/site-facts.ts";
import { languagePath, warningSignsAnchor } from "#app/content-loader/site-map.ts";
import { formatLocales, officeHours, responseHours } from "#app/contact/facts.ts";

/** Where the confirmation's "When to call 911" leads: the home page's warning signs. */
const warningSignsPath = `/#${warningSignsAnchor}`;

export const loader = pageLoader(({ page, content }) => {
  const outcome = content.contactOutcomeText;
  const messageLimit = withThousands(
    contactLimits.message,
    content.contactFormWords.thousandsSeparator,
  );
  return {
    choices: { plans: practice().insurance.plans, days: officeDaysIn(page.language) },
    newPatientChecklist: content.newPatientChecklist,
    page: content.contactPage,
    messages: content.contactMessages,
    formWords: content.contactFormWords,
    outcomeText: {
      ...outcome,
      notSent: {
        ...outcome.notSent,
        // The reasons name the longest message the form takes.
        reasons: outcome.notSent.reasons.map((reason) =>
          format(reason, { messageLimit }, page.language),
        ),
      },
    },
  };
});

export const meta = metaFromLoader;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { newPatientChecklist, page, messages, formWords, outcomeText, choices } = loaderData;
  const { office, words, language, bookingPath } = useSiteFacts();
  // "Book Consultation" names the form section by its fragment.
  const formAnchor = bookingPath.slice(bookingPath.indexOf("#") + 1);
  return (
    <>
      <PageHeader title={words.contactPage.title} intro={page.intro} />
      <Container className="py-14">
        <ContactNotSentPanels text={outcomeText} problems={formWords.problems} />
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-8">
            <ContactCard heading={words.contactPage.information} />
            <section aria-labelledby="after-hours-heading" className={cardBox}>
              <h2 id="after-hours-heading" className="text-xl font-bold">
                {page.afterHours.heading}
              </h2>
              <p className="mt-3">{page.afterHours.intro}</p>
              <AfterHoursSteps {...page.afterHours} className="mt-4" />
            </section>
            <section
              aria-label={words.contactPage.checklist}
              className="rounded-card border border-line bg-surface-muted p-6"
            >
              <h2 className="text-xl font-bold">{words.contactPage.checklist}</h2>
              <div className="mt-4">
                <CheckList items={newPatientChecklist} />
              </div>
            </section>
          </div>
          <section id={formAnchor} aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              {words.contactPage.request}
            </h2>
            <p className="mt-3 text-lg">{words.contactPage.requestOther}</p>
            <p className="mt-3 text-lg text-ink-muted">{page.replyTimes}</p>
            <div className="mt-6">
              {/* Before the form: while the address names it, the form is hidden (contact-form.tsx). */}
              <ContactSentPanel
                text={outcomeText.sent}
                words={formWords.receipt}
                warningSigns={{
                  href: languagePath(language, warningSignsPath),
                  label: words.conditionPage.callNow,
                }}
              />
              <ContactForm
                messages={messages}
                words={formWords}
                language={language}
                choices={choices}
                call={<CallButton />}
              />
            </div>
          </section>
        </div>
      </Container>
      <ContactFormScript
        data={{
          language,
          words: formWords,
          messages: { successTitle: messages.successTitle, successText: messages.successText },
          phone: office.phone.display,
          plans: choices.plans,
          locale: formatLocales[language],
          reply: { officeHours, responseHours },
        }}
      />
    </>
  );
}
