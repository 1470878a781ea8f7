// The contact form as the page renders it, enhanced by its script
// (app/browser/contact-form.ts) in jsdom: the browser's own checks, the plain
// post, and with the script a notice after sending, the fields emptied after
// a send, and kept with the phone number offered when it fails.
import { officeDaysIn, practice } from "#app/content-loader/practice.ts";
import { officeHours } from "#app/contact/facts.ts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enhanceContactForm } from "#app/browser/contact-form.ts";
import { contentIn } from "#app/content-loader/in-language.ts";
import { type ContactFormChoices, ContactForm, ContactFormScript } from "./contact-form.tsx";
import { emptyDetails } from "#app/contact/details.ts";

/** The practice's plans and its weekdays, as the contact page offers them. */
const formChoices: ContactFormChoices = {
  plans: practice().insurance.plans,
  days: officeDaysIn("en"),
};

const { contactFormWords, contactMessages } = contentIn("en");

/** The server's answer to the form's post, as fetch gives it. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderForm() {
  render(
    <>
      <ContactForm
        messages={contactMessages}
        words={contactFormWords}
        language="en"
        choices={formChoices}
      />
      <ContactFormScript
        data={{
          language: "en",
          words: contactFormWords,
          messages: contactMessages,
          phone: practice().phone.display,
          plans: formChoices.plans,
          locale: "en-US",
          reply: { officeHours, responseHours: practice().care.responseHours },
        }}
      />
    </>,
  );
  enhanceContactForm(document);
}

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full Name/), "Ana Lopez");
  await user.type(screen.getByLabelText(/Email/), "ana@example.com");
  await user.type(screen.getByLabelText(/Phone/), "718-555-0100");
  await user.type(screen.getByLabelText(/Message/), "I would like a first appointment.");
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("contact form", () => {
  it("asks for all four fields with the browser's own checks", () => {
    renderForm();
    const name = screen.getByRole("textbox", { name: /Full Name/ });
    const email = screen.getByRole("textbox", { name: /Email/ });
    const phoneField = screen.getByRole("textbox", { name: /Phone/ });
    const message = screen.getByRole("textbox", { name: /Message/ });
    for (const field of [name, email, phoneField, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(phoneField).toHaveAttribute("type", "tel");
    expect(message.tagName).toBe("TEXTAREA");
    expect(screen.getByText("Full Name").closest("label")).toHaveTextContent("Full Name *");
  });

  it("posts to the contact endpoint when scripts are off", () => {
    renderForm();
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
  });

  it("shows the emergency notice", () => {
    renderForm();
    expect(
      screen.getByText(/for emergencies, call 911 or go to the nearest emergency room/i),
    ).toBeInTheDocument();
  });

  it("confirms with the spec's notice, read out as a status, and empties every field after a send", async () => {
    const fetchMock = answer(200, { ok: true });
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const status = screen.getByRole("status");
    expect(await within(status).findByText("Message Received")).toBeInTheDocument();
    expect(
      within(status).getByText("Thank you for contacting us. We'll respond within 24 hours."),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: "Ana Lopez",
      email: "ana@example.com",
      phone: "718-555-0100",
      message: "I would like a first appointment.",
      ...emptyDetails,
      language: "en",
    });
    for (const field of screen.getAllByRole("textbox", { hidden: true }))
      expect(field).toHaveValue("");
    await user.click(within(status).getByRole("button", { name: "Close" }));
    expect(within(status).queryByText("Message Received")).not.toBeInTheDocument();
  });

  it("sends the optional answers chosen, none required, and clears them after a send", async () => {
    const fetchMock = answer(200, { ok: true });
    renderForm();
    const user = await fillForm();
    const questions = screen.getByRole("group", { name: "A few optional questions" });
    for (const control of within(questions).getAllByRole("radio"))
      expect(control).not.toBeRequired();
    await user.click(
      within(questions).getByRole("radio", { name: "Yes, I am a returning patient" }),
    );
    // The first and the last day with office hours, and a plan of the list, as the content gives them.
    const days = officeDaysIn("en");
    const [first, last] = [days[0], days.at(-1)];
    const plan = practice().insurance.plans[0] ?? "";
    await user.click(within(questions).getByRole("checkbox", { name: `${first?.name} Morning` }));
    await user.click(within(questions).getByRole("checkbox", { name: `${last?.name} Afternoon` }));
    await user.type(within(questions).getByLabelText("Other days or times"), "After 3pm");
    await user.selectOptions(within(questions).getByLabelText("Your insurance plan"), plan);
    await user.selectOptions(
      within(questions).getByLabelText("Language for our call back"),
      "Русский",
    );
    await user.click(within(questions).getByRole("checkbox", { name: "I need an interpreter" }));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await within(screen.getByRole("status")).findByText("Message Received");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      patient: "returning",
      times: [`${first?.day}-morning`, `${last?.day}-afternoon`],
      timesNote: "After 3pm",
      plan,
      callbackLanguage: "ru",
      interpreter: true,
    });
    for (const box of within(questions).getAllByRole("checkbox")) expect(box).not.toBeChecked();
    expect(within(questions).getByLabelText("Your insurance plan")).toHaveValue("");
  });

  it("keeps what was typed and offers the phone number, as an alert, when the send fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const alert = screen.getByRole("alert");
    expect(await within(alert).findByText("Your message was not sent")).toBeInTheDocument();
    expect(
      within(alert).getByText(`call us at ${practice().phone.display}`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue(
      "I would like a first appointment.",
    );
    expect(screen.queryByText("Message Received")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // Beside the form, and in focus, until the next send.
    const failed = screen.getByRole("group", { name: "Your message was not sent" });
    expect(failed).toHaveFocus();
    expect(failed).toHaveTextContent(`call us at ${practice().phone.display}`);
  });

  it("keeps focus on the button while sending, and sends once however often it is pressed", async () => {
    const { promise: answered, resolve: answerNow } = Promise.withResolvers<Response>();
    const fetchMock = vi.fn(() => answered);
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    const user = await fillForm();
    const button = screen.getByRole("button", { name: "Send Message" });
    await user.click(button);
    expect(button).toHaveTextContent("Sending…");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerNow(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await within(screen.getByRole("status")).findByText("Message Received");
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveTextContent("Send Message");
  });

  it("says every problem beside its field in the page's words, not in the browser's bubble", async () => {
    const fetchMock = answer(200, { ok: true });
    renderForm();
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form");
    expect(form?.noValidate).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const name = screen.getByRole("textbox", { name: /Full Name/ });
    expect(name).toHaveAccessibleDescription("Full name is required.");
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a field's problem beside that field, focuses it, and keeps the values", async () => {
    answer(400, {
      ok: false,
      message: "Please check the highlighted field.",
      fieldErrors: { email: "Enter an e-mail address like name@example.com." },
    });
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const email = screen.getByRole("textbox", { name: /Email/ });
    expect(await screen.findByText("Enter an e-mail address like name@example.com.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
    expect(email).toHaveFocus();
    expect(email).toHaveValue("ana@example.com");
  });

  it("checks a field before sending anything", async () => {
    const fetchMock = answer(200, { ok: true });
    renderForm();
    const user = await fillForm();
    const phoneField = screen.getByRole("textbox", { name: /Phone/ });
    await user.clear(phoneField);
    await user.type(phoneField, "12");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(phoneField).toHaveAttribute("aria-invalid", "true");
    expect(phoneField).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
