// The contact page's words (spec §5, §8).
import { careFacts } from "./care-facts.ts";

export const contactMessages = {
  successTitle: "Message Received",
  successText: `Thank you for contacting us. We'll respond within ${careFacts.responseHours} hours.`,
  formNotice:
    "This form is for general inquiries and appointment requests only. For emergencies, call 911 or go to the nearest emergency room.",
  privacyNotice:
    "Please do not include medical details such as symptoms, diagnoses or medicines. We will discuss those with you by phone or at your visit.",
} as const;

export const newPatientChecklist = [
  "Photo ID and your insurance card",
  "A list of the medicines you take now, and the headache medicines you have tried before",
  "Your headache diary, if you keep one (how often, how long, how bad)",
  "Recent imaging reports (MRI or CT) and lab results",
  "A referral from your primary care doctor, if your insurance plan requires one",
] as const;
