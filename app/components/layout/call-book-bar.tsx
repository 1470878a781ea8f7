// Below the lg breakpoint, on every page: a slim bar fixed to the foot of the
// screen, to call the office or book, whichever part of a page the reader is
// on. It sits above the phone's home indicator (the safe area), the page keeps
// room for it at its end, the offer of another language stands on top of it
// rather than hiding it, and on a short screen (a phone held sideways, a page
// zoomed to 200 % and more) it gives up its place at the foot and sits before
// the footer instead (app/app.css). On the home page it shows once the hero's
// own Call button has left the screen, where the browser can tell (CSS scroll
// timelines), and always where it cannot. It is not printed.
import { Phone } from "lucide";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useSiteFacts } from "#app/pages/site-facts.ts";

/** The attribute that marks the bar, for the page's CSS and the tests. */
export const callBookBarAttribute = "data-call-book-bar";

export function CallBookBar() {
  const { office, bookingPath, words, languageTag } = useSiteFacts();
  const link =
    "flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap";
  return (
    <nav
      aria-label={words.sideColumn.bar}
      data-print="hide"
      {...{ [callBookBarAttribute]: "" }}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden [@media(height<30rem)]:static"
    >
      <div className="mx-auto flex max-w-3xl gap-2 px-3 py-1.5">
        <a
          href={office.phone.href}
          aria-label={format(words.call, { phone: office.phone.display }, languageTag)}
          className={cn(link, "flex-none border border-brand text-brand hover:bg-brand-soft")}
        >
          <Icon node={Phone} className="size-4 shrink-0" />
          {words.sideColumn.callShort}
        </a>
        <Link
          to={bookingPath}
          className={cn(link, "flex-1 bg-brand text-on-brand hover:bg-brand-strong")}
        >
          {words.bookConsultation}
        </Link>
      </div>
    </nav>
  );
}
