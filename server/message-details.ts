// A message's optional answers and its page's language as the practice's staff
// read them, in English: the notification e-mail and the inbox show the answered
// ones, a line each; the CSV has a column for each, empty when not answered.
import {
  type CallbackLanguage,
  type ContactDetails,
  type DayPart,
  type PatientKind,
  dayParts,
  otherPlan,
  selfPay,
  weekdays,
} from "#app/contact/details.ts";
import {
  type Language,
  contactPagePath,
  languageNamesInEnglish,
  languagePath,
} from "#app/contact/facts.ts";

const patients: Record<"" | PatientKind, string> = {
  "": "",
  new: "New patient",
  returning: "Returning patient",
};

const callbackLanguages: Record<"" | CallbackLanguage, string> = {
  "": "",
  en: "English",
  es: "Spanish",
  ru: "Russian",
  cmn: "Mandarin Chinese",
  yue: "Cantonese",
  other: "Another language (named in the message, if at all)",
};

const plans: Record<string, string> = {
  [otherPlan]: "Another plan (named in the message, if at all)",
  [selfPay]: "Self-pay, no insurance",
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Monday morning and afternoon; Friday afternoon". */
function timesInWords(times: ContactDetails["times"]): string {
  return weekdays
    .flatMap((day) => {
      const parts = dayParts.filter((part: DayPart) => times.includes(`${day}-${part}`));
      return parts.length > 0 ? [`${capitalised(day)} ${parts.join(" and ")}`] : [];
    })
    .join("; ");
}

/** Each answer's label and its value in words ("" when not answered), in the form's order. */
export function detailsForStaff(details: ContactDetails) {
  const answers: [column: string, label: string, value: string][] = [
    ["patient", "New or returning", patients[details.patient]],
    ["times", "Times that suit", timesInWords(details.times)],
    ["times_note", "Other times", details.timesNote],
    ["plan", "Insurance plan", plans[details.plan] ?? details.plan],
    ["callback_language", "Call back in", callbackLanguages[details.callbackLanguage]],
    ["interpreter", "Interpreter", details.interpreter ? "Needs an interpreter" : ""],
  ];
  return answers.map(([column, label, value]) => ({ column, label, value }));
}

/** The answered questions, "Label: value" a line, or one line saying none was. */
export function detailLines(details: ContactDetails): string[] {
  const answered = detailsForStaff(details).filter(({ value }) => value !== "");
  if (answered.length === 0) return ["Optional questions: none answered"];
  return answered.map(({ label, value }) => `${label}: ${value}`);
}

/** The page a visitor wrote from, for staff in the e-mail and inbox: "Russian (/ru/contact)". */
export function pageLanguage(language: Language): string {
  return `${languageNamesInEnglish[language]} (${languagePath(language, contactPagePath)})`;
}
