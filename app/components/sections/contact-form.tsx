// The contact form (spec §5): four required fields with the browser's own
// validation, the emergency notice, and the privacy note. It posts as a plain
// form; in the browser, app/browser/contact-form.ts checks each field before
// sending, sends in the background, confirms in a notice and keeps what was
// typed when a send fails. Every word comes in as props, in the page's
// language (`words`, the form's words of content/pages/<language>/contact.yaml),
// and the post names that language (`language`), so the server answers in it.
import { TriangleAlert } from "lucide";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input, Textarea } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
// Types only: facts.ts reads content, which the browser's bundle must not hold.
import type { ContactFormWords, Language } from "#app/lib/contact/facts.ts";
import { type ContactField, honeypotField, languageField } from "#app/lib/contact/fields.ts";
import { contactLimits } from "#app/lib/contact/limits.ts";
import {
  type ContactFormData,
  contactFormDataId,
  contactFormScript,
} from "#app/lib/contact/form-data.ts";

export type ContactFormMessages = {
  successTitle: string;
  successText: string;
  formNotice: string;
  privacyNotice: string;
};

const fields: readonly {
  name: ContactField;
  type: "text" | "email" | "tel" | "textarea";
  /** Left out on the message: `autocomplete="off"` would stop the browser from restoring it on Back. */
  autoComplete?: string;
}[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "message", type: "textarea" },
];

export function ContactForm({
  messages,
  words,
  language,
  action,
}: {
  messages: ContactFormMessages;
  /** The form's labels, button, problems and failure texts, in the page's language. */
  words: ContactFormWords;
  /** The page's language: posted with the message, so the server answers in it. */
  language: Language;
  /** Where the form posts. */
  action: string;
}) {
  return (
    <form method="post" action={action} data-contact-form="" className="relative space-y-5">
      <p className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4 text-sm">
        <Icon node={TriangleAlert} className="size-5 shrink-0 text-danger" />
        <span>{messages.formNotice}</span>
      </p>
      {fields.map((field) => {
        const id = `contact-${field.name}`;
        const common = {
          id,
          name: field.name,
          required: true,
          autoComplete: field.autoComplete,
          maxLength: contactLimits[field.name],
        };
        return (
          <div key={field.name} className="space-y-1.5">
            <Label htmlFor={id} required>
              {words.labels[field.name]}
            </Label>
            {field.type === "textarea" ? (
              <Textarea rows={5} {...common} />
            ) : (
              <Input type={field.type} {...common} />
            )}
          </div>
        );
      })}
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
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {words.send}
      </Button>
    </form>
  );
}

/**
 * The form's script, its words, and the live regions its notices appear in,
 * at the top of the screen. The build bundles app/browser/contact-form.ts and
 * puts its file's name in place of `contactFormScript` (scripts/postbuild.ts).
 * The script is fetched only once the page has loaded and painted, so it
 * never competes with what the first screen needs; until then the form works
 * as a plain post.
 */
export function ContactFormScript({ data }: { data: ContactFormData }) {
  return (
    <>
      <section
        aria-label={data.words.notices}
        className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-[14px] px-4"
      >
        <div id="contact-notices-success" role="status" className="contents" />
        <div id="contact-notices-error" role="alert" className="contents" />
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
        dangerouslySetInnerHTML={{
          __html: `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>import("${contactFormScript}"))))`,
        }}
      />
    </>
  );
}
