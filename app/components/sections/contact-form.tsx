// The contact form (spec §5): four required fields with the browser's own
// validation, the emergency notice, and the privacy note; below them, optional
// questions whose answers spare a first call back (app/contact/details.ts). It posts as a plain
// form; in the browser, app/browser/contact-form.ts checks each field before
// sending, sends in the background, confirms in a notice and keeps what was
// typed when a send fails. Every word comes in as props, in the page's
// language (`words`, the form's words of content/page/contact/<language>/words.yaml),
// and the post names that language (`language`), so the server answers in it.
import { TriangleAlert } from "lucide";
import type * as React from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
// Types only: facts.ts reads content, which the browser's bundle must not hold.
import type { ContactFormWords, ContactMessages, Language } from "#app/contact/facts.ts";
import {
  callbackLanguageNames,
  callbackLanguages,
  checkedValue,
  type DetailField,
  dayParts,
  detailLimits,
  otherPlan,
  patientKinds,
  selfPay,
} from "#app/contact/details.ts";
import { type ContactField, fieldId, honeypotField, languageField } from "#app/contact/fields.ts";
import { contactEndpoint } from "#app/contact/endpoint.ts";
import { contactLimits } from "#app/contact/limits.ts";
import { phoneInputPattern } from "#app/contact/schema.ts";
import {
  type ContactFormData,
  contactFormDataId,
  contactFormScript,
  contactNoticesId,
  contactSendFailedId,
} from "#app/contact/form-data.ts";

const fields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  // None on the message: `autocomplete="off"` would stop the browser from restoring it on Back.
  { name: "message", type: "textarea", autoComplete: undefined },
] as const satisfies readonly { name: ContactField; type: string; autoComplete?: string }[];

/** The look of every field, with a visible focus ring; each adds its height. */
const fieldLook =
  "block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-brand aria-invalid:border-danger";
const labelLook = "block text-sm font-semibold";
/** An optional answer's box of one line: its look, and the id and name the form's script reads. */
const answerBox = (name: DetailField) => ({
  className: `${fieldLook} min-h-11`,
  id: fieldId(name),
  name,
});

/**
 * A box to tick or a round button to choose, with its label beside it: the
 * whole line is the target, at least 44 px tall for a finger.
 */
function Choice({
  label,
  ...props
}: React.ComponentProps<"input"> & { type: "checkbox" | "radio"; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base">
      <input className="size-5 shrink-0 accent-brand" {...props} />
      <span>{label}</span>
    </label>
  );
}

/** What the optional questions offer: the practice's plans, and its days with fixed hours. */
export type ContactFormChoices = {
  plans: readonly string[];
  /** Each day by its schema.org name in lower case ("monday"), and as the page's language writes it. */
  days: readonly { day: string; name: string }[];
};

export function ContactForm({
  messages,
  words,
  language,
  choices,
  call,
}: {
  messages: ContactMessages;
  words: ContactFormWords;
  language: Language;
  choices: ContactFormChoices;
  /** The way to call the office (a call button), offered when a send fails. */
  call?: React.ReactNode;
}) {
  const d = words.details;
  const legend = "text-sm font-semibold";
  return (
    <form
      method="post"
      action={contactEndpoint}
      data-contact-form=""
      // In place of the form while the address names the sent panel before it (contact-outcome.tsx).
      className="relative space-y-5 [#message-sent:target~&]:hidden"
    >
      <p className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4 text-sm">
        <Icon node={TriangleAlert} className="size-5 shrink-0 text-danger" />
        <span>{messages.formNotice}</span>
      </p>
      {fields.map((field) => {
        const id = fieldId(field.name);
        const hint = field.name === "message" ? `${id}-hint` : undefined;
        const common = {
          id,
          name: field.name,
          required: true,
          autoComplete: field.autoComplete,
          maxLength: contactLimits[field.name],
          "aria-describedby": hint,
        };
        return (
          <div key={field.name} className="space-y-1.5">
            <label className={labelLook} htmlFor={id}>
              {words.labels[field.name]}
              {/* The spec's asterisk, which screen readers skip: the input says it is required. */}
              <span aria-hidden="true" className="text-danger">
                {" "}
                *
              </span>
            </label>
            {hint ? (
              <p id={hint} className="text-sm text-ink-muted">
                {words.messageHint}
              </p>
            ) : null}
            {/* A field brought into view (an empty send, a problem) keeps its label and hint
                in view too, below the sticky header that the page's scroll padding clears. */}
            {field.type === "textarea" ? (
              <textarea className={`${fieldLook} min-h-32 scroll-mt-32`} rows={5} {...common} />
            ) : (
              <input
                className={`${fieldLook} min-h-11 scroll-mt-8`}
                type={field.type}
                {...common}
                // Without JavaScript the browser checks the phone number by the
                // server's own rule (schema.ts), and its message adds how to write one.
                {...(field.name === "phone"
                  ? { pattern: phoneInputPattern, title: words.problems.phone }
                  : {})}
              />
            )}
          </div>
        );
      })}
      {/* The optional questions, under a heading of their own: new or returning,
          the half days that suit (a box for each, in a table of days by halves),
          other times in words, the plan, and the call back's language. Nothing is
          chosen until the visitor chooses it. */}
      <div
        role="group"
        aria-labelledby="contact-details-heading"
        className="space-y-5 rounded-lg border border-line p-4 sm:p-5"
      >
        <div>
          <h3 id="contact-details-heading" className="text-lg font-semibold">
            {d.heading}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{d.intro}</p>
        </div>
        <fieldset id={fieldId("patient")}>
          <legend className={legend}>{d.patient.legend}</legend>
          <div className="mt-1 flex flex-col sm:flex-row sm:gap-6">
            {patientKinds.map((kind) => (
              <Choice
                key={kind}
                type="radio"
                name="patient"
                value={kind}
                label={kind === "new" ? d.patient.new : d.patient.returning}
              />
            ))}
          </div>
        </fieldset>
        <fieldset id={fieldId("times")} aria-describedby="contact-times-hint" className="min-w-0">
          <legend className={legend}>{d.times.legend}</legend>
          <p id="contact-times-hint" className="text-sm text-ink-muted">
            {d.times.hint}
          </p>
          {/* A grid of boxes: each is named by its day and its half of the day ("Monday Morning").
                The days stay whole and the halves' names may break (at a syllable where the
                browser knows the language), so the table fits a 320 px screen with the text
                spacing of WCAG 1.4.12 too. */}
          <table className="mt-2 w-full border-collapse text-left">
            <thead>
              <tr>
                <td />
                {dayParts.map((part) => (
                  <th
                    key={part}
                    id={`contact-times-${part}`}
                    scope="col"
                    className="w-1/3 px-1 pb-1 text-center text-sm font-normal [overflow-wrap:anywhere] hyphens-auto text-ink-muted"
                  >
                    {d.times[part]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {choices.days.map(({ day, name }) => (
                <tr key={day} className="border-t border-line">
                  <th id={`contact-times-${day}`} scope="row" className="py-0 pr-2 font-normal">
                    {name}
                  </th>
                  {dayParts.map((part) => (
                    <td key={part} className="p-0">
                      <label className="flex min-h-11 items-center justify-center">
                        <input
                          type="checkbox"
                          name="times"
                          value={`${day}-${part}`}
                          aria-labelledby={`contact-times-${day} contact-times-${part}`}
                          className="size-5 accent-brand"
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3 space-y-1.5">
            <label className={labelLook} htmlFor={fieldId("timesNote")}>
              {d.times.note}
            </label>
            <input {...answerBox("timesNote")} maxLength={detailLimits.timesNote} />
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label className={labelLook} htmlFor={fieldId("plan")}>
            {d.plan.label}
          </label>
          <select {...answerBox("plan")} defaultValue="">
            <option value="">{d.plan.none}</option>
            <optgroup label={d.plan.listed}>
              {choices.plans.map((plan) => (
                <option key={plan} value={plan} lang="en">
                  {plan}
                </option>
              ))}
            </optgroup>
            <option value={otherPlan}>{d.plan.other}</option>
            <option value={selfPay}>{d.plan.selfPay}</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label className={labelLook} htmlFor={fieldId("callbackLanguage")}>
            {d.callback.label}
          </label>
          <select {...answerBox("callbackLanguage")} defaultValue="">
            <option value="">{d.callback.none}</option>
            {callbackLanguages.map((tag) => {
              const named = tag === "other" ? undefined : callbackLanguageNames[tag];
              return (
                <option key={tag} value={tag} lang={named?.lang}>
                  {named?.name ?? d.callback.other}
                </option>
              );
            })}
          </select>
          <Choice
            id={fieldId("interpreter")}
            type="checkbox"
            name="interpreter"
            value={checkedValue}
            label={d.callback.interpreter}
          />
        </div>
      </div>
      <input type="hidden" name={languageField} value={language} />
      {/* A trap for bots: hidden from people and from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{words.honeypotLabel}</label>
        <input
          id="contact-website"
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className="text-sm text-ink-muted">{messages.privacyNotice}</p>
      {/* A send that failed, said by the form's script until the next send: why, that the
          message is still in the form, and the phone. It takes focus. */}
      <div
        id={contactSendFailedId}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${contactSendFailedId}-heading`}
        hidden
        className="scroll-mt-24 rounded-lg border-2 border-danger bg-danger-soft p-4 focus:outline-none"
      >
        <h3 id={`${contactSendFailedId}-heading`} className="text-lg font-semibold text-danger">
          {words.notSentTitle}
        </h3>
        <p data-failure-reason="" className="mt-1" />
        {call ? <div className="mt-3">{call}</div> : null}
      </div>
      {/* While a message is being sent the button keeps focus: marked aria-disabled, not
          disabled, and the script ignores another press. */}
      <Button type="submit" size="lg" className="w-full aria-disabled:opacity-60 sm:w-auto">
        {words.send}
      </Button>
    </form>
  );
}

/**
 * The form's script, its words, and the live regions its notices appear in,
 * at the top of the screen. The build bundles app/browser/contact-form.ts and
 * puts its file's name in place of `contactFormScript` (scripts/postbuild.ts).
 * The script is fetched when the form first comes into view or takes focus,
 * so it never competes with what the first screen needs, and a visitor who
 * only reads the page never downloads it. A send pressed before it has
 * arrived waits for it and then goes as an enhanced send; if it cannot be
 * fetched, the form goes as the plain post it always was.
 */
export function ContactFormScript({ data }: { data: ContactFormData }) {
  return (
    <>
      <section
        aria-label={data.words.notices}
        className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-[14px] px-4"
      >
        <div id={contactNoticesId("success")} role="status" className="contents" />
        <div id={contactNoticesId("error")} role="alert" className="contents" />
      </section>
      <script
        type="application/json"
        id={contactFormDataId}
        // The site's own words, with "<" escaped so they cannot end the script.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll("<", "\\u003c") }}
      />
      <script
        type="module"
        // Fixed code written by the site; the page's policy allows it by its hash.
        dangerouslySetInnerHTML={{ __html: loaderScript }}
      />
    </>
  );
}

/** The few lines that fetch the form's script when the form is reached. */
const loaderScript = [
  `const f=document.querySelector("form[data-contact-form]");let p;`,
  `const o=new IntersectionObserver((e)=>{if(e.some((x)=>x.isIntersecting))l()});`,
  `const l=()=>{o.disconnect();return p??=import("${contactFormScript}")};`,
  `if(f){o.observe(f);f.addEventListener("focusin",l,{once:true});`,
  `f.addEventListener("submit",(e)=>{if(f.dataset.enhanced!==undefined)return;e.preventDefault();`,
  `const go=()=>f.dataset.enhanced===undefined?f.submit():f.requestSubmit(e.submitter);`,
  `l().then(go,()=>f.submit())})}`,
].join("");
