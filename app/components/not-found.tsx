// The 404 screen (spec §8): shown for unknown paths and for content entries
// that do not exist. The path is logged so a broken link shows up in the
// browser console.
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** The 404 page's heading, its line of text and the link home. */
export type NotFoundWords = { heading: string; text: string; home: string };

export function NotFound({
  words,
  homePath = "/",
}: {
  words: NotFoundWords;
  /** The home page in the page's language ("/ru"). */
  homePath?: string;
}) {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

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
    </div>
  );
}
