// The anchors of sections whose headings are content, made from the English
// headings, so a link to a part ("/ru/privacy-practices#your-rights") works
// in every language. Read by loaders at build time.
import { bySlug, contentIn } from "#app/content-loader/in-language.ts";
import type { NoticeKey } from "#app/content-loader/site-map.ts";
import { anchorOf } from "./anchor.ts";

export function moreSectionAnchors(list: "conditions" | "treatments", slug: string): string[] {
  const entries: readonly { slug: string; moreSections?: readonly { heading: string }[] }[] =
    contentIn("en")[list];
  return (bySlug(entries, slug)?.moreSections ?? []).map((section) => anchorOf(section.heading));
}

export function noticePartAnchors(key: NoticeKey): string[] {
  return contentIn("en").notices[key].parts.map((part) => anchorOf(part.heading));
}
