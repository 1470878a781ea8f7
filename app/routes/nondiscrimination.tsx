// /nondiscrimination: the notice of nondiscrimination and of free language
// help and auxiliary aids (ACA Section 1557, 2024 rule), with taglines in the
// languages most spoken in New York State. The words are in
// content/notices.ts; the layout is the shared notice section.
// The loader runs at build time, so the text travels as HTML and page data,
// not in the JavaScript bundle.
import type { Route } from "./+types/nondiscrimination";
import { NoticePage } from "#app/components/sections/notice.tsx";
import { noticePaths } from "#app/content/navigation.ts";
import { nondiscriminationNotice } from "#app/content/notices.ts";
import { seo } from "#app/lib/seo.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    notice: nondiscriminationNotice,
    meta: seo({ ...nondiscriminationNotice.seo, path: noticePaths.nondiscrimination }),
  };
}

export const meta = metaFromLoader;

export default function NondiscriminationPage({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
