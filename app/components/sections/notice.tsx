// One layout for the site's legal notices (privacy practices, nondiscrimination,
// accessibility, website privacy, Good Faith Estimate): a header with the
// notice's date and a list of its parts, then one titled section per part. The
// words live in content/notices/<language>/<key>.yaml and the date comes written out by the
// route's loader; this file only lays them out, so a change of wording never
// touches markup.
import { TriangleAlert } from "lucide";
import { useId } from "react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { DateText } from "#app/page-list/date-text.ts";
import { PageHeader, Section } from "./section.tsx";
import { BulletList, PageLink, Prose, TextCard, type Topic, TopicGrid } from "./text-blocks.tsx";
import { anchorOf } from "#app/page-list/anchor.ts";
import { useWords } from "#app/page-list/site-facts.ts";

/** A phone number as it reads and as a tel: link. */
type PhoneLink = { display: string; href: string };

/** One way to reach someone; several strings read as separate lines. */
type ContactLine = { label: string; text: string | readonly string[]; href?: string };

/** Who to contact and how, shown as a card with an <h3>. */
type ContactCard = { heading: string; intro?: string; lines: readonly ContactLine[] };

/** One sentence, in its own language, that offers language help by phone. */
type Tagline = {
  language: string;
  lang: string;
  /** "rtl" for a language written right to left. */
  dir?: string;
  beforePhone: string;
  afterPhone: string;
};

/**
 * One part of a notice, under its own <h2>. Its pieces render in this order:
 * paragraphs, warning, points, topics, closing, contacts, taglines, links.
 */
type NoticePart = {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  topics?: readonly Topic[];
  closing?: readonly string[];
  warning?: readonly string[];
  contacts?: readonly ContactCard[];
  taglines?: { phone: PhoneLink; items: readonly Tagline[] };
  links?: readonly { to: string; label: string }[];
};

/** A notice's words. */
export type Notice = {
  title: string;
  intro: string;
  banner?: string;
  parts: readonly NoticePart[];
};

/** The notice's date line: its template ("Effective date: {date}", "生效日期：{date}") and the date. */
type NoticeDate = DateText & { template: string };

const linkClass = "font-medium text-brand underline underline-offset-4 hover:text-brand-strong";

export function NoticePage({
  notice,
  date,
  partIds,
}: {
  notice: Notice;
  date: NoticeDate;
  /** Each part's anchor, in order (the English heading's, in every language); by default made from the part's heading. */
  partIds?: readonly string[];
}) {
  const contentsId = useId();
  const { onThisPage } = useWords();
  const parts = notice.parts.map((part, index) => ({
    part,
    id: partIds?.[index] ?? anchorOf(part.heading),
  }));
  return (
    <>
      <PageHeader title={notice.title} intro={notice.intro}>
        <p className="mt-4 text-ink-muted">
          <FilledIn
            template={date.template}
            values={{ date: <time dateTime={date.iso}>{date.text}</time> }}
          />
        </p>
        {notice.banner ? (
          <p className="mt-6 max-w-3xl rounded-card border-2 border-brand bg-surface p-4 font-semibold text-ink">
            {notice.banner}
          </p>
        ) : null}
        <nav aria-labelledby={contentsId} className="mt-8 max-w-4xl">
          <p id={contentsId} className="font-semibold text-ink">
            {onThisPage}
          </p>
          <ul className="mt-2 grid gap-x-8 sm:grid-cols-2">
            {parts.map(({ part, id }) => (
              <li key={id}>
                <a href={`#${id}`} className={`inline-block py-1 ${linkClass}`}>
                  {part.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      {parts.map(({ part, id }, index) => (
        <div key={id} id={id}>
          <Section heading={part.heading} tone={index % 2 === 1 ? "muted" : "plain"} split>
            <NoticePartBody part={part} />
          </Section>
        </div>
      ))}
    </>
  );
}

function NoticePartBody({ part }: { part: NoticePart }) {
  return (
    <div className="space-y-6">
      {part.paragraphs ? <Prose paragraphs={part.paragraphs} /> : null}
      {part.warning ? <Warning paragraphs={part.warning} /> : null}
      {part.points ? <BulletList items={part.points} /> : null}
      {part.topics ? (
        <TopicGrid topics={part.topics} columns={part.topics.length === 3 ? 3 : 2} />
      ) : null}
      {part.closing ? <Prose paragraphs={part.closing} /> : null}
      {part.contacts ? <ContactCards cards={part.contacts} /> : null}
      {part.taglines ? <Taglines phone={part.taglines.phone} items={part.taglines.items} /> : null}
      {part.links ? (
        <ul className="space-y-2">
          {part.links.map((link) => (
            <li key={link.to}>
              <PageLink to={link.to} label={link.label} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A caution that must not be missed, such as not to send medical details. */
function Warning({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="flex max-w-3xl gap-3 rounded-card border-2 border-accent bg-accent-soft p-6 text-lg">
      <Icon node={TriangleAlert} className="mt-1 size-6 shrink-0 text-accent" />
      <div className="space-y-3">
        {paragraphs.map((text, index) => (
          <p key={text} className={index === 0 ? "font-semibold" : undefined}>
            {text}
          </p>
        ))}
      </div>
    </div>
  );
}

function ContactCards({ cards }: { cards: readonly ContactCard[] }) {
  return (
    <ul className={cards.length > 1 ? "grid gap-6 md:grid-cols-2" : "max-w-2xl"}>
      {cards.map((card) => (
        <li key={card.heading}>
          <TextCard heading={card.heading} className="h-full">
            {card.intro ? <p>{card.intro}</p> : null}
            <dl className="space-y-3">
              {card.lines.map((line) => (
                <div key={line.label}>
                  <dt className="font-semibold text-ink">{line.label}</dt>
                  <dd>
                    <ContactValue line={line} />
                  </dd>
                </div>
              ))}
            </dl>
          </TextCard>
        </li>
      ))}
    </ul>
  );
}

function ContactValue({ line }: { line: ContactLine }) {
  const newTabNote = useWords().opensInNewTab;
  const text =
    typeof line.text === "string"
      ? line.text
      : line.text.map((row) => (
          <span key={row} className="block">
            {row}
          </span>
        ));
  if (!line.href) return text;
  if (line.href.startsWith("https:")) {
    return (
      <ExternalLink href={line.href} className={linkClass} newTabNote={newTabNote}>
        {text}
      </ExternalLink>
    );
  }
  return (
    <a href={line.href} className={linkClass}>
      {text}
    </a>
  );
}

/**
 * Each offer of language help in its own language, marked with `lang` (and
 * `dir` for right-to-left scripts) so screen readers and fonts handle it. The
 * phone number keeps its left-to-right order inside right-to-left text.
 */
function Taglines({ phone, items }: { phone: PhoneLink; items: readonly Tagline[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((tagline) => (
        <li key={tagline.lang} className="rounded-card border border-line bg-surface p-5">
          <p
            lang={tagline.lang}
            dir={tagline.dir === "rtl" ? "rtl" : undefined}
            className="text-sm font-semibold text-ink-muted"
          >
            {tagline.language}
          </p>
          <p
            lang={tagline.lang}
            dir={tagline.dir === "rtl" ? "rtl" : undefined}
            className="mt-2 text-lg"
          >
            {tagline.beforePhone}
            <a href={phone.href} dir="ltr" className={linkClass}>
              {phone.display}
            </a>
            {tagline.afterPhone}
          </p>
        </li>
      ))}
    </ul>
  );
}
