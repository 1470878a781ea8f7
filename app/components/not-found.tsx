// The 404 screen (spec §8): shown for unknown paths and for content entries
// that do not exist. The path is logged so a broken link shows up in the
// browser console, by a line of inline script the page's policy allows by its
// hash: the page loads no framework to say it.
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The 404 page's heading, its line of text and the link home. */
export type NotFoundWords = { heading: string; text: string; home: string };

/** The spec's console line for an unknown path, run as the page loads. */
export const notFoundLog =
  'console.error("404 Error: User attempted to access non-existent route:",location.pathname)';

export function NotFound({
  words,
  homePath = "/",
}: {
  words: NotFoundWords;
  /** The home page in the page's language ("/ru"). */
  homePath?: string;
}) {
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
      <script dangerouslySetInnerHTML={{ __html: notFoundLog }} />
    </div>
  );
}
