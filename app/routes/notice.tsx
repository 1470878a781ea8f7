// The notices every footer links to (noticePaths in content/navigation.ts).
// app/routes.ts gives each its own route to this one module; the loader finds
// the notice by the URL. The words are in content/notices.ts; the layout is
// the shared notice section. The loader runs at build time, so the text travels as HTML and page
// data, not in the JavaScript bundle.
import { data } from "react-router";
import type { Route } from "./+types/notice";
import { NoticePage } from "#app/components/sections/notice.tsx";
import { noticePaths } from "#app/content/navigation.ts";
import { notices } from "#app/content/notices.ts";
import { dateText } from "#app/lib/date-text.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";
import { seo } from "#app/lib/seo.ts";
import { slugFromUrl } from "#app/lib/site-paths.ts";

const noticeKeys = Object.keys(noticePaths) as (keyof typeof noticePaths)[];

export function loader({ request }: Route.LoaderArgs) {
  const path = `/${slugFromUrl(request.url)}`;
  const key = noticeKeys.find((candidate) => noticePaths[candidate] === path);
  if (!key) throw data(null, { status: 404 });
  const notice = notices[key];
  const date =
    "effectiveDate" in notice
      ? { label: "Effective date", ...dateText(notice.effectiveDate) }
      : { label: "Last updated", ...dateText(notice.lastUpdated) };
  return { notice, date, meta: seo({ ...notice.seo, path }) };
}

export const meta = metaFromLoader;

export default function NoticeRoute({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} date={loaderData.date} />;
}
