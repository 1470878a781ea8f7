// The contact page's words (spec §5, §8).
import { careFacts } from "./care-facts.ts";
import { clinic } from "./clinic.ts";

export const contactMessages = {
  successTitle: "Message Received",
  successText: `Thank you for contacting us. We'll respond within ${careFacts.responseHours} hours.`,
  formNotice:
    "This form is for general inquiries and appointment requests only. For emergencies, call 911 or go to the nearest emergency room.",
  privacyNotice:
    "Please do not include medical details such as symptoms, diagnoses or medicines. We will discuss those with you by phone or at your visit.",
} as const;

/**
 * The rest of the contact page's words. The toast keeps the spec's promise
 * word for word; `replyTimes`, beside the form, says how it counts the hours.
 */
export const contactPage = {
  seo: {
    title: "Contact Us & Book a Consultation",
    description:
      "Call, e-mail or send a message to book a consultation with our Brooklyn headache specialist. Office hours, address and what to bring to your first visit.",
  },
  intro:
    "Call us, send an e-mail, or leave a message below to ask a question or request an appointment.",
  replyTimes: `We reply within ${careFacts.responseHours} hours on business days. Messages sent on a Friday evening or a weekend are answered on the next business day.`,
  afterHours: {
    heading: "After Hours",
    intro: "If you are already our patient and need us while the office is closed:",
    steps: clinic.afterHours.steps,
    emergency: clinic.afterHours.emergency,
  },
} as const;

/**
 * How long the site keeps a contact message before `npm run inbox -- purge`
 * deletes it; the website privacy policy states the same number.
 */
export const messageRetentionDays = 90;

export const newPatientChecklist = [
  "Photo ID and your insurance card",
  "A list of the medicines you take now, and the headache medicines you have tried before",
  "Your headache diary, if you keep one (how often, how long, how bad)",
  "Recent imaging reports (MRI or CT) and lab results",
  "A referral from your primary care doctor, if your insurance plan requires one",
] as const;

/**
 * What the contact page says after a form post without JavaScript: the same
 * confirmation as the toast, or why the message may have been refused. The
 * longest message the form takes is a rule of the form (lib/contact/), so the
 * contact route's loader passes it in, written out ("5,000").
 */
export const contactOutcomeText = (messageLimit: string) =>
  ({
    sent: { title: contactMessages.successTitle, text: contactMessages.successText },
    notSent: {
      title: "Your message was not sent",
      reasonsHeading: "What may have gone wrong",
      intro:
        "We could not accept your message. Nothing was saved, so please try again or call us instead.",
      reasons: [
        `A required field was empty, or an entry was too long (a message can have up to ${messageLimit} characters).`,
        "The email address or phone number was not in a form we could read.",
        "Several messages were sent from your connection within a minute. Please wait a minute before you try again.",
        "Our server had a problem. This is our fault, not yours.",
      ],
      backHint:
        "The form below starts empty. To get back what you typed, use your browser's Back button: most browsers keep it there.",
    },
  }) as const;
