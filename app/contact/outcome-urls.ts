// Where a form post without JavaScript lands: back on the contact page in the
// language it was sent from, scrolled to the panel that says what happened
// (contactOutcomeIds): "/ru/contact#message-sent". Apart from endpoint.ts
// because it reads the contact page's path from content: the server needs
// it, the browser's bundle does not.
import { contactOutcomeIds } from "./endpoint.ts";
import { type Language, contactPagePath, languagePath, languages } from "./facts.ts";

export type ContactOutcomeUrls = { readonly sent: string; readonly notSent: string };

export const contactOutcomeUrls = Object.fromEntries(
  languages.map((language) => [
    language,
    {
      sent: languagePath(language, `${contactPagePath}#${contactOutcomeIds.sent}`),
      notSent: languagePath(language, `${contactPagePath}#${contactOutcomeIds.notSent}`),
    },
  ]),
) as Record<Language, ContactOutcomeUrls>;
