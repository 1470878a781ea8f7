import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { contentIn } from "#app/content/in-language.ts";
import type { ContactResult } from "#app/lib/contact/endpoint.ts";
import type { ContactFormWords, Language } from "#app/lib/contact/facts.ts";
import type { ContactValues } from "#app/lib/contact/fields.ts";
import { ContactForm } from "./contact-form.tsx";

const { contactFormWords, contactMessages } = contentIn("en");

const phone = { display: "(718) 555-0142", href: "tel:+17185550142" };

function renderForm(
  send: (
    values: ContactValues,
    language: Language,
    words: ContactFormWords,
  ) => Promise<ContactResult>,
) {
  render(
    <>
      <ContactForm
        send={send}
        messages={contactMessages}
        words={contactFormWords}
        language="en"
        phone={phone}
        action="/api/contact"
      />
      <Toaster />
    </>,
  );
}

async function fillForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full Name/), "Ana Lopez");
  await user.type(screen.getByLabelText(/Email/), "ana@example.com");
  await user.type(screen.getByLabelText(/Phone/), "718-555-0100");
  await user.type(screen.getByLabelText(/Message/), "I would like a first appointment.");
  return user;
}

describe("contact form", () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("asks for all four fields with the browser's own checks", () => {
    renderForm(async () => ({ ok: true }));
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
    renderForm(async () => ({ ok: true }));
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
  });

  it("shows the emergency notice", () => {
    renderForm(async () => ({ ok: true }));
    expect(
      screen.getByText(/for emergencies, call 911 or go to the nearest emergency room/i),
    ).toBeInTheDocument();
  });

  it("confirms with the spec's toast and empties every field after a send", async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    renderForm(send);
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Received")).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll respond within 24 hours."),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      {
        name: "Ana Lopez",
        email: "ana@example.com",
        phone: "718-555-0100",
        message: "I would like a first appointment.",
      },
      "en",
      contactFormWords,
    );
    for (const field of screen.getAllByRole("textbox")) expect(field).toHaveValue("");
  });

  it("keeps what was typed and offers the phone number when the send fails", async () => {
    renderForm(async () => {
      throw new TypeError("Failed to fetch");
    });
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Your message was not sent")).toBeInTheDocument();
    expect(screen.getByText(/call us at \(718\) 555-0142/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue(
      "I would like a first appointment.",
    );
    expect(screen.queryByText("Message Received")).not.toBeInTheDocument();
  });

  it("shows a field's problem beside that field and keeps the values", async () => {
    renderForm(async () => ({
      ok: false,
      message: "Please check the highlighted field.",
      fieldErrors: { email: "Enter an e-mail address like name@example.com." },
    }));
    const user = await fillForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const email = screen.getByRole("textbox", { name: /Email/ });
    expect(await screen.findByText("Enter an e-mail address like name@example.com.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
    expect(email).toHaveValue("ana@example.com");
  });
});
