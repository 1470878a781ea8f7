// The contact form's one script, plain DOM code so the page loads no
// framework (docs/decisions/017-contact-form-without-a-framework.md). The
// server-rendered form posts without it; with it, each field is checked by
// the server's rules (schema.ts) and its problem shown beside it in the
// page's words (the JSON under `contactFormDataId`) in place of the
// browser's bubbles, the message goes as JSON in the background, a send
// confirms in a notice and in the receipt kept in place of the form, and a
// failed one keeps what was typed and says so beside the Send button.
//
// Notices follow the spec's toasts: at most 3, a confirmation for 4 seconds,
// a failure until it is closed (WCAG 2.2.1), 356 px wide, closed by their
// button or a 20 px swipe; they are live regions, read as they appear.
import { detailFields } from "#app/contact/details.ts";
import { type ContactResult, contactEndpoint, contactOutcomeIds } from "#app/contact/endpoint.ts";
import {
  type ContactValues,
  type FieldErrors,
  contactFields,
  fieldId,
  honeypotField,
  languageField,
} from "#app/contact/fields.ts";
import { format } from "#app/contact/format.ts";
import { checkContact } from "#app/contact/schema.ts";
import { receiptDetailsAttribute, receiptSlots, receiptTexts } from "#app/contact/receipt.ts";
import {
  type ContactFormData,
  contactFormDataId,
  contactNoticesId,
  contactSendFailedId,
} from "#app/contact/form-data.ts";

/** Every field a problem can be shown beside, in the form's order. */
const problemFields = [...contactFields, ...detailFields];
const toastLimit = 3;
const toastMs = 4_000;
const swipePx = 20;

/**
 * Posts the message as JSON with the page's language, so the server answers
 * in it, success only once the message is stored. Throws when the server
 * cannot be reached.
 */
async function send(
  values: ContactValues,
  { language, words }: ContactFormData,
): Promise<ContactResult> {
  const response = await fetch(contactEndpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...values, [languageField]: language }),
  });
  const body = (await response.json().catch(() => undefined)) as
    { ok?: unknown; message?: unknown; fieldErrors?: unknown } | undefined;
  if (response.ok && body?.ok === true) return { ok: true };
  const { message, fieldErrors } = body ?? {};
  return {
    ok: false,
    message:
      typeof message === "string"
        ? message
        : format(words.serverError, { status: String(response.status) }, language),
    fieldErrors:
      typeof fieldErrors === "object" && fieldErrors !== null
        ? (fieldErrors as FieldErrors)
        : undefined,
  };
}

function enhance(form: HTMLFormElement, data: ContactFormData) {
  const { words, language, messages, phone } = data;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const failure = document.getElementById(contactSendFailedId);
  // The script's own checks, in the page's words, beside each field.
  form.noValidate = true;

  /** Shows each problem under its field or group, describing it, and focuses the first. */
  function showFieldErrors(errors: FieldErrors) {
    let first: HTMLElement | undefined;
    for (const name of problemFields) {
      const field = document.getElementById(fieldId(name));
      if (!field) continue;
      const id = `${field.id}-error`;
      // What describes the field without a problem (a hint), kept beside it.
      field.dataset.describedBy ??= field.getAttribute("aria-describedby") ?? "";
      const described = field.dataset.describedBy;
      let line = document.getElementById(id);
      const problem = errors[name];
      if (problem) {
        if (!line) {
          line = element("p", "text-sm font-medium text-danger");
          line.id = id;
          field.after(line);
        }
        line.textContent = problem;
        field.setAttribute("aria-invalid", "true");
        field.setAttribute("aria-describedby", `${described} ${id}`.trim());
        first ??=
          field instanceof HTMLFieldSetElement ? (field.querySelector("input") ?? field) : field;
      } else {
        line?.remove();
        field.removeAttribute("aria-invalid");
        if (described) field.setAttribute("aria-describedby", described);
        else field.removeAttribute("aria-describedby");
      }
    }
    first?.focus();
  }

  /** What the form holds, as the server reads a post: ticked times as a list. */
  function values(): Record<string, unknown> {
    const entries = new FormData(form);
    return {
      // The form has no file field: each value is text.
      ...Object.fromEntries(problemFields.map((name) => [name, String(entries.get(name) ?? "")])),
      times: entries.getAll("times").filter((slot) => typeof slot === "string"),
    };
  }

  /** Whether a send is on its way: the button keeps focus, and another press is ignored. */
  let busy = false;
  function sending(on: boolean) {
    busy = on;
    if (!button) return;
    if (on) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
    button.textContent = on ? words.sending : words.send;
  }

  /** Says beside the button that the send failed and why, or nothing (`undefined`). */
  function showFailure(text: string | undefined) {
    if (!failure) return;
    const reason = failure.querySelector("[data-failure-reason]");
    if (reason) reason.textContent = text ?? "";
    failure.hidden = text === undefined;
  }

  const panel = document.getElementById(contactOutcomeIds.sent);
  const details = panel?.querySelector<HTMLElement>(`[${receiptDetailsAttribute}]`);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });

  async function submit() {
    // A bot filled the hidden field: nothing is sent, and nothing is said.
    if ((form.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value) return;
    const check = checkContact(values(), words, { plans: data.plans });
    if (!check.ok) {
      showFieldErrors(check.fieldErrors);
      return;
    }
    // A new send: what the last one said of its failure goes, toast and all.
    showFailure(undefined);
    document.getElementById(contactNoticesId("error"))?.replaceChildren();
    sending(true);
    const result = await send(check.value, data).catch((): ContactResult => ({
      ok: false,
      message: words.unreachable,
    }));
    sending(false);
    if (result.ok) {
      const sent = { name: check.value.name, patient: check.value.patient, sentAt: new Date() };
      form.reset();
      showFieldErrors({});
      toast("success", messages.successTitle, messages.successText, words.close);
      if (!panel || !details) return;
      // The receipt takes the form's place. Focus on its heading keeps the
      // heading on screen however tall the panel (400 % zoom), and a screen
      // reader and Tab go on from it.
      const texts = receiptTexts(sent, words, data.locale, data.reply);
      for (const slot of receiptSlots) {
        const line = panel.querySelector(`[data-receipt="${slot}"]`);
        if (line) line.textContent = texts[slot];
      }
      details.hidden = false;
      panel.dataset.shown = "";
      form.hidden = true;
      (panel.querySelector<HTMLElement>("h2, h3") ?? panel).focus();
    } else {
      const text = format(words.notSentText, { reason: result.message, phone }, language);
      toast("error", words.notSentTitle, text, words.close);
      showFailure(text);
      // Focus goes to the first field with a problem, else to what failed.
      const problems = result.fieldErrors ?? {};
      showFieldErrors(problems);
      if (Object.keys(problems).length === 0) failure?.focus();
    }
  }

  // "Send another message": the empty form again, focus on its first field.
  // When the address shows the panel (a plain post landed there), the link
  // leads to the page's empty form instead.
  panel?.querySelector("[data-send-another]")?.addEventListener("click", (event) => {
    if (panel.dataset.shown === undefined) return;
    event.preventDefault();
    delete panel.dataset.shown;
    if (details) details.hidden = true;
    form.hidden = false;
    form.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
  });

  form.dataset.enhanced = "";
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** Shows a notice in its live region, with a close button named `closeLabel`; the oldest goes when a fourth comes. */
function toast(kind: "success" | "error", title: string, text: string, closeLabel: string) {
  const region = document.getElementById(contactNoticesId(kind));
  const stack = region?.parentElement;
  if (!region || !stack) return;
  const shown = stack.querySelectorAll("[data-notice]");
  if (shown.length >= toastLimit) shown[0]?.remove();

  const notice = element(
    "div",
    `pointer-events-auto relative w-[356px] max-w-full touch-pan-y rounded-lg border-2 p-4 pr-10 text-ink shadow-lg transition-transform ${kind === "success" ? "border-brand bg-brand-soft" : "border-danger bg-danger-soft"}`,
  );
  notice.dataset.notice = "";
  const close = element(
    "button",
    "absolute top-2 right-2 flex size-8 items-center justify-center rounded-md text-lg leading-none hover:bg-surface",
    "×",
  );
  close.type = "button";
  close.setAttribute("aria-label", closeLabel);
  notice.append(element("p", "font-semibold", title), element("p", "mt-1 text-sm", text), close);

  // A confirmation goes by itself; a failure stays until it is closed.
  const lasts = kind === "success";
  let timer = lasts ? setTimeout(dismiss, toastMs) : undefined;
  function dismiss() {
    clearTimeout(timer);
    notice.remove();
  }
  close.addEventListener("click", dismiss);
  // Kept while the pointer or the keyboard is on it, so it can be read.
  for (const [pause, resume] of [
    ["pointerenter", "pointerleave"],
    ["focusin", "focusout"],
  ] as const) {
    notice.addEventListener(pause, () => clearTimeout(timer));
    notice.addEventListener(resume, () => {
      clearTimeout(timer);
      if (lasts) timer = setTimeout(dismiss, toastMs);
    });
  }
  let startX: number | undefined;
  notice.addEventListener("pointerdown", (event) => void (startX = event.clientX));
  notice.addEventListener("pointermove", (event) => {
    if (startX === undefined) return;
    const moved = event.clientX - startX;
    notice.style.transform = `translateX(${moved}px)`;
    if (Math.abs(moved) >= swipePx) dismiss();
  });
  notice.addEventListener("pointerup", () => {
    startX = undefined;
    notice.style.transform = "";
  });
  region.append(notice);
}

export function enhanceContactForm(page: Document) {
  const form = page.querySelector<HTMLFormElement>("form[data-contact-form]");
  const json = page.getElementById(contactFormDataId)?.textContent;
  if (form && json && form.dataset.enhanced === undefined) {
    enhance(form, JSON.parse(json) as ContactFormData);
  }
}

enhanceContactForm(document);
