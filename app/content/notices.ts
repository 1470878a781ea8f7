// The notices a US practice that bills Medicare and Medicaid posts on its
// website (CONTENT.md): the HIPAA Notice of Privacy Practices, the Section 1557
// notice of nondiscrimination with its language taglines, the accessibility
// statement, the website privacy policy, and the No Surprises Act's Good Faith
// Estimate notice for uninsured and self-pay patients. Practice facts come from
// content/practice/en.yaml and the retention periods from collections.ts, as
// placeholders, so a notice cannot disagree with the rest of the site.
//
// The words of each notice are in content/notices/<language>/<key>.yaml. Every
// notice is a draft in plain language, written for this practice (TEMPLATE):
// the practice's counsel confirms each one before launch, and each comment
// marked TEMPLATE in those files names a point that needs a decision or a check.
import { noticesIn } from "./collections.ts";
import type { NoticeKey } from "./site-map.ts";

/** A phone number as it reads and as a tel: link. */
export type PhoneLink = { readonly display: string; readonly href: string };

/** One way to reach someone: a phone number, an e-mail, a postal address, a website. */
export type ContactLine = {
  label: string;
  /** Several strings read as separate lines, e.g. a postal address. */
  text: string | readonly string[];
  /** A tel:, mailto: or https: link; https: links open in a new tab. */
  href?: string;
};

/** Who to contact and how, shown as a card with an <h3>. */
export type ContactCard = {
  heading: string;
  intro?: string;
  lines: readonly ContactLine[];
};

/** A titled piece of a part, shown as a card with an <h3>. */
export type NoticeTopic = {
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};

/** One sentence, in its own language, that offers free language help by phone. */
export type Tagline = {
  /** The language's own name ("Español"), shown above the sentence in that language. */
  language: string;
  /** BCP 47 tag, rendered as the sentence's lang attribute. */
  lang: string;
  dir?: "rtl";
  /** The sentence up to the phone number, and after it (the number is a link). */
  beforePhone: string;
  afterPhone: string;
};

/** A link to another page of this site. */
export type NoticeLink = { to: string; label: string };

/**
 * One part of a notice, under its own <h2>. Its pieces render in this order:
 * paragraphs, warning, points, topics, closing, contacts, taglines, links.
 */
export type NoticePart = {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  topics?: readonly NoticeTopic[];
  /** Paragraphs after the list or the topics. */
  closing?: readonly string[];
  /** A boxed caution, such as not to send medical details through the form. */
  warning?: readonly string[];
  contacts?: readonly ContactCard[];
  taglines?: { phone: PhoneLink; items: readonly Tagline[] };
  links?: readonly NoticeLink[];
};

type NoticeBase = {
  seo: { title: string; description: string };
  /** The page's <h1>. */
  title: string;
  intro: string;
  /** A statement the law asks to be shown prominently at the top. */
  banner?: string;
  parts: readonly NoticePart[];
};

/** A notice carries the date it takes effect, or the date it was last changed (ISO). */
export type Notice = NoticeBase & ({ effectiveDate: string } | { lastUpdated: string });

/** The notices, from content/notices/en/ (collections.ts), by their keys in site-map.ts. */
// The schema checks that each notice has exactly one of the two dates.
export const notices = noticesIn("en") as Record<NoticeKey, Notice>;
