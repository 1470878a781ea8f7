// The notices every footer links to (noticePages in content/site-map.ts).
// app/routes.ts gives each its own route to this one module; the loader finds
// the notice by the URL. The words are in content/notices.ts; the layout is
// the shared notice section. The loader runs at build time, so the text travels as HTML and page
// data, not in the JavaScript bundle.
import { data } from "react-router";
import type { Route } from "./+types/notice";
import { NoticePage } from "#app/components/sections/notice.tsx";
import { interfaceText } from "#app/content/interface-text.ts";
import { notices } from "#app/content/notices.ts";
import { dateText } from "#app/lib/date-text.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { pageAtUrl } from "#app/lib/site-pages.ts";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageAtUrl(request.url);
  const key = page?.entry;
  if (!page || !key || !(key in notices)) throw data(null, { status: 404 });
  const notice = notices[key as keyof typeof notices];
  const date =
    "effectiveDate" in notice
      ? { label: interfaceText.notice.effectiveDate, ...dateText(notice.effectiveDate) }
      : { label: interfaceText.notice.lastUpdated, ...dateText(notice.lastUpdated) };
  return { notice, date, meta: seo(page) };
}

export const meta = metaFromLoader;

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} date={loaderData.date} />;
}
