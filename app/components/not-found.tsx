// The 404 screen (spec §8): shown for unknown paths and for content entries
// that do not exist. The path is logged so a broken link shows up in the
// browser console, by a line of inline script the page's policy allows by its
// hash: the page loads no framework to say it. It is a warning, not an error:
// a page that works as meant logs no error (Lighthouse's errors-in-console
// counted this line against the 404 page, standards audit of issue 37).
import { useId } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { SiteFacts, Words } from "#app/page-list/site-facts.ts";
import { PhoneSentence } from "#app/components/sections/book-and-call.tsx";
import { SpokenHere } from "#app/components/sections/phone-languages.tsx";

/** The spec's console line for an unknown path, run as the page loads. */
export const notFoundLog =
  'console.warn("404 Error: User attempted to access non-existent route:",location.pathname)';

export function NotFound({ words }: { words: Words["notFound"] }) {
  const facts = useRouteLoaderData<SiteFacts>("root");
  const headingId = useId();
  // The home page in the page's language ("/ru"), where the site's facts are at hand.
  const homePath = facts?.mainNav[0]?.to ?? "/";
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-brand-strong">{words.heading}</h1>
      <p className="mt-4 text-xl text-ink-muted">{words.text}</p>
      <Link
        to={homePath}
        data-slot="button"
        className={buttonVariants({ size: "lg", className: "mt-8" })}
      >
        {words.home}
      </Link>
      {/* Beyond the spec's link home: the pages visitors open most and the office
          phone, in the page's language. Left out where the site's facts are not at
          hand (an error before the root route has loaded). */}
      {facts ? (
        <div className="mt-12 w-full border-t border-line pt-8 text-left">
          <nav aria-labelledby={headingId}>
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {words.popular}
            </h2>
            <ul className="mt-3 grid gap-x-6 sm:grid-cols-2">
              {facts.popularPages.map((page) => (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    className="flex min-h-11 items-center border-b border-line font-medium text-brand underline-offset-4 hover:underline"
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-6 text-ink-muted">
            <PhoneSentence
              template={words.call}
              className="font-semibold text-brand underline underline-offset-4"
            />
          </p>
          <SpokenHere className="mt-2 justify-start text-ink-muted" />
        </div>
      ) : null}
      <script dangerouslySetInnerHTML={{ __html: notFoundLog }} />
    </div>
  );
}
