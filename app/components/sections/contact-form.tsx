// The contact form (spec §5): four required fields with the browser's own
// validation, the emergency notice, and a toast for the outcome. What the
// visitor typed is cleared only after a successful send. Every word comes in
// as props, in the page's language (`words`, the form's words of
// content/pages/<language>/contact.yaml), and the post names that language (`language`), so
// the server answers in it.
import { TriangleAlert } from "lucide";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input, Textarea } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { notify, prepareToasts } from "#app/components/ui/toaster.tsx";
import type { ContactResult } from "#app/lib/contact/endpoint.ts";
// Types only: facts.ts reads content, which the browser's bundle must not hold.
import type { ContactFormWords, Language } from "#app/lib/contact/facts.ts";
import {
  type ContactField,
  type ContactValues,
  emptyContactValues,
  honeypotField,
  languageField,
} from "#app/lib/contact/fields.ts";
import { fillIn } from "#app/lib/contact/fill-in.ts";
import { contactLimits } from "#app/lib/contact/limits.ts";
import { checkContact } from "#app/lib/contact/schema.ts";
import type { DisplayLink } from "#app/lib/display-link.ts";

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
  send,
  messages,
  words,
  language,
  phone,
  action,
}: {
  /** Hands the message over; `language` and `words` are the form's own. */
  send: (
    values: ContactValues,
    language: Language,
    words: ContactFormWords,
  ) => Promise<ContactResult>;
  messages: ContactFormMessages;
  /** The form's labels, button, problems and failure texts, in the page's language. */
  words: ContactFormWords;
  /** The page's language: posted with the message, so the server answers in it. */
  language: Language;
  phone: DisplayLink;
  /** Where the form posts when JavaScript is off. */
  action: string;
}) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);

  function showFieldErrors(
    form: HTMLFormElement,
    fieldErrors: Partial<Record<ContactField, string>>,
  ) {
    setErrors(fieldErrors);
    const first = fields.find((field) => fieldErrors[field.name]);
    if (first) form.querySelector<HTMLElement>(`#contact-${first.name}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (new FormData(form).get(honeypotField)) return;
    const check = checkContact(values, words);
    if (!check.ok) {
      showFieldErrors(form, check.fieldErrors);
      return;
    }
    setSending(true);
    let result: ContactResult;
    try {
      result = await send(values, language, words);
    } catch {
      result = { ok: false, message: words.unreachable };
    }
    setSending(false);
    if (result.ok) {
      setValues(emptyContactValues);
      setErrors({});
      void notify("success", messages.successTitle, messages.successText);
    } else {
      showFieldErrors(form, result.fieldErrors ?? {});
      void notify(
        "error",
        words.notSentTitle,
        fillIn(words.notSentText, { reason: result.message, phone: phone.display }),
      );
    }
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={() => void prepareToasts()}
      className="relative space-y-5"
    >
      <p className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4 text-sm">
        <Icon node={TriangleAlert} className="size-5 shrink-0 text-danger" />
        <span>{messages.formNotice}</span>
      </p>
      {fields.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          required: true,
          autoComplete: field.autoComplete,
          maxLength: contactLimits[field.name],
          value: values[field.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [field.name]: event.target.value })),
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
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
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
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? words.sending : words.send}
      </Button>
    </form>
  );
}
