// The notices every footer links to (noticePages in app/content-loader/site-map.ts:
// privacy practices, nondiscrimination, accessibility, website privacy, Good
// Faith Estimate), each at its own address in app/routes.ts, all rendered by
// this module: a header with the notice's date and a list of its parts, then
// one titled section per part. The loader finds the notice through the page
// at the URL; the words are in content/notice/<language>/<key>.yaml, so a
// change of wording never touches markup. The loader runs at build time, so
// the text reaches the browser as HTML only.
import { TriangleAlert } from "lucide";
import { useId } from "react";
import { data } from "react-router";
import type { Route } from "./+types/notice";
import { PageHeader, Section } from "#app/components/sections/section.tsx";
import {
  BulletList,
  PageLink,
  Prose,
  TextCard,
  TopicGrid,
} from "#app/components/sections/text-blocks.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { FilledIn } from "#app/components/ui/filled-in.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { NoticeText } from "#app/content-loader/in-language.ts";
import { anchorOf } from "#app/page-list/anchor.ts";
import { noticePartAnchors } from "#app/page-list/english-anchors.ts";
import { dateText } from "#app/page-list/date-text.ts";
import { useWords } from "#app/page-list/site-facts.ts";
import { metaFromLoader, pageLoader } from "#app/seo/page-seo.ts";

/** One part of a notice, under its own <h2>. */
type NoticePart = NoticeText["parts"][number];
/** One way to reach someone; several strings read as separate lines. */
type ContactLine = NonNullable<NoticePart["contacts"]>[number]["lines"][number];

export const loader = pageLoader(({ page, content }) => {
  const { notices, interfaceText, language } = content;
  const key = page.entry;
  if (!key || !(key in notices)) throw data(null, { status: 404 });
  const notice: NoticeText = notices[key as keyof typeof notices];
  const [template, day] =
    "effectiveDate" in notice
      ? [interfaceText.notice.effectiveDate, notice.effectiveDate]
      : [interfaceText.notice.lastUpdated, notice.lastUpdated];
  return {
    notice,
    date: { template, ...dateText(day, language) },
    partIds: noticePartAnchors(key as keyof typeof notices),
  };
});

export const meta = metaFromLoader;

const linkClass = "font-medium text-brand underline underline-offset-4 hover:text-brand-strong";

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  const { notice, date, partIds } = loaderData;
  const contentsId = useId();
  const { onThisPage } = useWords();
  const parts = notice.parts.map((part, index) => ({
    part,
    id: partIds[index] ?? anchorOf(part.heading),
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
            <div className="space-y-6">
              {part.paragraphs ? <Prose paragraphs={part.paragraphs} /> : null}
              {part.warning ? <Warning paragraphs={part.warning} /> : null}
              {part.points ? <BulletList items={part.points} /> : null}
              {part.topics ? (
                <TopicGrid topics={part.topics} columns={part.topics.length === 3 ? 3 : 2} />
              ) : null}
              {part.closing ? <Prose paragraphs={part.closing} /> : null}
              {part.contacts ? <ContactCards cards={part.contacts} /> : null}
              {part.taglines ? <Taglines {...part.taglines} /> : null}
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
          </Section>
        </div>
      ))}
    </>
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

function ContactCards({ cards }: { cards: NonNullable<NoticePart["contacts"]> }) {
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
function Taglines({ phone, items }: NonNullable<NoticePart["taglines"]>) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((tagline) => (
        <li key={tagline.lang} className="rounded-card border border-line bg-surface p-5">
          <p lang={tagline.lang} dir={tagline.dir} className="text-sm font-semibold text-ink-muted">
            {tagline.language}
          </p>
          <p lang={tagline.lang} dir={tagline.dir} className="mt-2 text-lg">
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
