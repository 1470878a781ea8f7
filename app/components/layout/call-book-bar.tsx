// Below the lg breakpoint, on every page: a slim bar fixed to the foot of the
// screen, to call the office or book, whichever part of a page the reader is
// on. It sits above the phone's home indicator (the safe area), the page keeps
// room for it at its end, the offer of another language stands on top of it
// rather than hiding it, and on a short screen (a phone held sideways, a page
// zoomed to 200 % and more) it gives up its place at the foot and sits before
// the footer instead (app/app.css). On the home page it shows once the hero's
// own Call button has left the screen, where the browser can tell (CSS scroll
// timelines), and always where it cannot. It is not printed. The Call link
// stays whole; Book may wrap onto two lines in a long language (Russian
// "Записаться на приём" at 320 px). Once a message is sent (the contact page's
// confirmation is shown), Book would lead to the form the confirmation has
// taken the place of: the bar then offers Call alone.
import { Phone } from "lucide";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { format, useSiteFacts } from "#app/page-list/site-facts.ts";

export function CallBookBar() {
  const { office, bookingPath, words, languageTag } = useSiteFacts();
  const link =
    "flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold";
  return (
    <nav
      aria-label={words.sideColumn.bar}
      data-print="hide"
      // Marks the bar for the page's CSS (app/app.css) and the tests.
      data-call-book-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden [@media(height<30rem)]:static"
    >
      <div className="mx-auto flex max-w-3xl gap-2 px-3 py-1.5">
        <a
          href={office.phone.href}
          aria-label={format(words.call, { phone: office.phone.display }, languageTag)}
          className={cn(
            link,
            "flex-none border border-brand whitespace-nowrap text-brand hover:bg-brand-soft",
            "[:root:has(#message-sent:target,#message-sent[data-shown])_&]:flex-1",
          )}
        >
          <Icon node={Phone} className="size-4 shrink-0" />
          {words.sideColumn.callShort}
        </a>
        <Link
          to={bookingPath}
          // A transparent border: the link's edge in forced colours.
          className={cn(
            link,
            "min-w-0 flex-1 border border-transparent bg-brand py-1 text-center text-on-brand hover:bg-brand-strong",
            "[:root:has(#message-sent:target,#message-sent[data-shown])_&]:hidden",
          )}
        >
          {words.bookConsultation}
        </Link>
      </div>
    </nav>
  );
}
