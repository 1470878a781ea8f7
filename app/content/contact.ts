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

/**
 * The contact form's own words: its labels and button, the problems the
 * form's rules find (app/lib/contact/schema.ts, in the browser and on the
 * server), and what the form says when a message was not sent. They travel
 * as page data, so templates are plain text: each {name} is filled in
 * (`fillIn` of app/lib/contact/fill-in.ts) with {field} a field's name from
 * `fieldNames`, {limit} a number of characters, {fields} the unknown field
 * names, {reason} why a message was not sent, {phone} the office phone and
 * {status} an HTTP status code.
 */
export const contactFormWords = {
  /** Each field's label above its box. */
  labels: { name: "Full Name", email: "Email", phone: "Phone", message: "Message" },
  /** Each field as a problem names it, at the start of a sentence. */
  fieldNames: { name: "Full name", email: "Email", phone: "Phone", message: "Message" },
  problems: {
    required: "{field} is required.",
    tooLong: "{field} is too long: at most {limit} characters.",
    notText: "{field} must be text.",
    unreadable: "{field} contains characters that cannot be read.",
    notAllowed: "{field} contains characters that are not allowed.",
    email: "Enter an email address like name@example.com.",
    phone: "Enter a phone number with its area code, like (718) 555-0100.",
  },
  correctFields: "Please correct the fields marked below.",
  unreadableForm: "The form could not be read. Please try again.",
  unknownFields: "The form sent a field it does not have ({fields}).",
  /** The bot trap's label: read by bots only, hidden from people and screen readers. */
  honeypotLabel: "Leave this field empty",
  send: "Send Message",
  sending: "Sending…",
  notSentTitle: "Your message was not sent",
  notSentText:
    "{reason} Your message is still in the form. Please try again, or call us at {phone}.",
  unreachable: "We could not reach our server.",
  serverError: "Our server could not take the message (error {status}).",
} as const;

/**
 * What the server answers when it turns a message away before its fields
 * are checked, or cannot keep it (app/lib/contact/answers.ts fills them in):
 * {limit} the longest message, {field} a field's name as sent, {phone} the
 * office phone.
 */
export const contactAnswerWords = {
  tooLarge: "The message is too large. Please shorten it to {limit} characters or fewer.",
  mediaType: "The form must be sent as JSON or as a web form.",
  encoded: "The form must be sent uncompressed.",
  crossOrigin: "Messages can only be sent from this website's own contact form.",
  tooMany:
    "Too many messages were sent from your connection. Please wait a minute and try again, or call us.",
  server:
    "We could not save your message because of a problem on our side. Please try again, or call us.",
  notStored:
    "Your message was not sent: we could not store it because of a problem on our side. Please call us at {phone}, or try again later.",
  empty: "The message was empty.",
  unreadable: "The message could not be read.",
  malformedJson: "The message could not be read: the JSON is malformed.",
  notUtf8: "The message contains bytes that are not valid UTF-8 text.",
  malformedForm: "The form data is malformed or is not UTF-8 text.",
  sentTwice: 'The field "{field}" was sent twice.',
} as const;
