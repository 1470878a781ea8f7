// Beside the office phone: which languages the staff speak, each named in
// itself so a speaker finds their own at a glance, and, on the pages of a
// language the staff do not speak, how to get a free interpreter by phone.
import { Fragment } from "react";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import type { Words } from "#app/pages/site-facts.ts";

export type StaffLanguage = { tag: string; name: string };

export function PhoneLanguages({
  languages,
  pageLanguage,
  words,
}: {
  languages: readonly StaffLanguage[];
  /** The page's language: without staff who speak it, the interpreter line follows. */
  pageLanguage: string;
  words: Words["phoneLanguages"];
}) {
  // Each language's words say how a name is written in the list and what parts two names.
  const names = new Intl.DisplayNames([pageLanguage], { type: "language" });
  const list = languages.map((language, index) => {
    const name = <span lang={language.tag}>{language.name}</span>;
    const local = names.of(language.tag) ?? language.name;
    // The page's own language needs no second name ("Español", not "Español (español)").
    const alike =
      local.toLocaleLowerCase(pageLanguage) === language.name.toLocaleLowerCase(pageLanguage);
    return (
      <Fragment key={language.tag}>
        {index > 0 ? words.separator : null}
        {alike ? name : <FilledIn template={words.item} values={{ name, local }} />}
      </Fragment>
    );
  });
  const spoken = languages.some((language) => language.tag === pageLanguage);
  const staff = <FilledIn template={words.spoken} values={{ languages: list }} />;
  return (
    <p>
      {spoken ? (
        staff
      ) : (
        <FilledIn
          template={words.withInterpreter}
          values={{ spoken: staff, interpreter: words.interpreter }}
        />
      )}
    </p>
  );
}
