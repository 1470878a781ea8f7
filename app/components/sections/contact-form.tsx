// The contact form (spec §5): four required fields with the browser's own
// validation, the emergency notice, and a toast for the outcome. What the
// visitor typed is cleared only after a successful send.
import { TriangleAlert } from "lucide";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input, Textarea } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { notify, prepareToasts } from "#app/components/ui/toaster.tsx";
import type { ContactResult } from "#app/lib/contact/endpoint.ts";
import {
  type ContactField,
  type ContactValues,
  emptyContactValues,
  honeypotField,
} from "#app/lib/contact/fields.ts";
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
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  /** Left out on the message: `autocomplete="off"` would stop the browser from restoring it on Back. */
  autoComplete?: string;
}[] = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "message", label: "Message", type: "textarea" },
];

export function ContactForm({
  send,
  messages,
  phone,
  action,
}: {
  send: (values: ContactValues) => Promise<ContactResult>;
  messages: ContactFormMessages;
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
    const check = checkContact(values);
    if (!check.ok) {
      showFieldErrors(form, check.fieldErrors);
      return;
    }
    setSending(true);
    let result: ContactResult;
    try {
      result = await send(values);
    } catch {
      result = { ok: false, message: "We could not reach our server." };
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
        "Your message was not sent",
        `${result.message} Your message is still in the form. Please try again, or call us at ${phone.display}.`,
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
              {field.label}
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
      {/* A trap for bots: hidden from people and from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
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
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
