// Beside the office phone: which languages the staff speak, each named in
// itself so a speaker finds their own at a glance, and, on the pages of a
// language the staff do not speak, how to get a free interpreter by phone.
// And the same in a few words, for the places a phone number stands out
// (the closing band, the 404 page): "Hablamos español" on Spanish pages.
import { Languages } from "lucide";
import { Fragment } from "react";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useSiteFacts, useWords } from "#app/page-list/site-facts.ts";

export function PhoneLanguages() {
  // Without staff who speak the page's language, the interpreter line follows.
  const { office, language: pageLanguage } = useSiteFacts();
  const { languages } = office;
  const words = useWords().phoneLanguages;
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

/** The short lines, one after another, beside a languages icon. */
export function SpokenHere({ className }: { className?: string }) {
  const shown = useSiteFacts().spokenHere;
  if (shown.length === 0) return null;
  return (
    <p className={cn("flex items-center justify-center gap-2 font-medium", className)}>
      <Icon node={Languages} className="size-5 shrink-0" />
      <span>
        {shown.map((line, index) => (
          <Fragment key={line.tag}>
            {index > 0 ? " · " : null}
            <span lang={line.tag}>{line.text}</span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}
