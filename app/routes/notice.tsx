// The notices every footer links to (noticePages in app/content-loader/site-map.ts),
// each at its own address in app/routes.ts, all rendered by this module. The
// loader finds the notice through the page at the URL; the words are in
// content/notices/<language>/; the layout is the shared notice section. The
// loader runs at build time, so the text reaches the browser as HTML only.
import { data } from "react-router";
import type { Route } from "./+types/notice";
import { NoticePage } from "#app/components/sections/notice.tsx";
import type { NoticeText } from "#app/content-loader/in-language.ts";
import { noticePartAnchors } from "#app/page-list/english-anchors.ts";
import { dateText } from "#app/page-list/date-text.ts";
import { metaFromLoader } from "#app/seo/loader-meta.ts";
import { requestedPage } from "#app/page-list/requested-page.ts";
import { pageSeo } from "#app/seo/page-seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { page, content } = requestedPage(request);
  const { notices, interfaceText, language } = content;
  const key = page.entry;
  if (!key || !(key in notices)) throw data(null, { status: 404 });
  const notice: NoticeText = notices[key as keyof typeof notices];
  const date =
    "effectiveDate" in notice
      ? {
          template: interfaceText.notice.effectiveDate,
          ...dateText(notice.effectiveDate, language),
        }
      : { template: interfaceText.notice.lastUpdated, ...dateText(notice.lastUpdated, language) };
  return {
    notice,
    date,
    partIds: noticePartAnchors(key as keyof typeof notices),
    meta: pageSeo(page),
  };
}

export const meta = metaFromLoader;

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return <NoticePage {...loaderData} />;
}
