// /privacy-practices: the HIPAA Notice of Privacy Practices (45 CFR 164.520).
// A practice whose website describes its services must post the notice there
// prominently, so the footer of every page links here. The words are in
// content/notices.ts; the layout is the shared notice section.
// The loader runs at build time, so the text travels as HTML and page data,
// not in the JavaScript bundle.
import type { Route } from "./+types/privacy-practices";
import { NoticePage } from "#app/components/sections/notice.tsx";
import { noticePaths } from "#app/content/navigation.ts";
import { privacyPracticesNotice } from "#app/content/notices.ts";
import { seo } from "#app/lib/seo.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    notice: privacyPracticesNotice,
    meta: seo({ ...privacyPracticesNotice.seo, path: noticePaths.privacyPractices }),
  };
}

export const meta = metaFromLoader;

export default function PrivacyPracticesPage({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
