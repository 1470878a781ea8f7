// Where a form post without JavaScript lands: back on the contact page in the
// language it was sent from, scrolled to the panel that says what happened
// (contactOutcomeIds): "/ru/contact#message-sent". Apart from endpoint.ts
// because it reads the contact page's path from content: the server needs
// it, the browser's bundle does not.
import { contactOutcomeIds, notReadIds } from "./endpoint.ts";
import { type Language, contactPagePath, languagePath, languages } from "./facts.ts";

function urlsIn(language: Language) {
  const at = (id: string) => languagePath(language, `${contactPagePath}#${id}`);
  return {
    sent: at(contactOutcomeIds.sent),
    notSent: at(contactOutcomeIds.notSent),
    /** A post turned away only for an email address or phone number the server cannot read. */
    notRead: {
      email: at(notReadIds.email),
      phone: at(notReadIds.phone),
      both: at(notReadIds.both),
    },
  };
}

export const contactOutcomeUrls = Object.fromEntries(
  languages.map((language) => [language, urlsIn(language)]),
) as Record<Language, ReturnType<typeof urlsIn>>;
