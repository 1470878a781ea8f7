// Where a form post without JavaScript lands: back on the contact page in the
// language it was sent from, scrolled to the panel that says what happened
// (contactOutcomeIds): "/ru/contact#message-sent". Apart from endpoint.ts
// because it reads the contact page's path from content: the server needs
// it, the browser's bundle does not.
import { type NotRead, contactOutcomeIds, notReadIds } from "./endpoint.ts";
import { type Language, contactPagePath, languagePath, languages } from "./facts.ts";

type ContactOutcomeUrls = {
  readonly sent: string;
  readonly notSent: string;
  /** A post turned away only for an email address or phone number the server cannot read. */
  readonly notRead: Readonly<Record<NotRead, string>>;
};

const at = (language: Language, id: string) => languagePath(language, `${contactPagePath}#${id}`);

export const contactOutcomeUrls = Object.fromEntries(
  languages.map((language) => [
    language,
    {
      sent: at(language, contactOutcomeIds.sent),
      notSent: at(language, contactOutcomeIds.notSent),
      notRead: Object.fromEntries(
        Object.entries(notReadIds).map(([fields, id]) => [fields, at(language, id)]),
      ) as ContactOutcomeUrls["notRead"],
    },
  ]),
) as Record<Language, ContactOutcomeUrls>;
