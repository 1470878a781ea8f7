// /privacy: the website privacy policy: what the contact form collects, where
// it goes and for how long, and that the site tracks no one. It states what
// the server actually does (docs/decisions/004-contact-delivery.md). The words
// are in content/notices.ts; the layout is the shared notice section.
// The loader runs at build time, so the text travels as HTML and page data,
// not in the JavaScript bundle.
import type { Route } from "./+types/privacy";
import { NoticePage } from "#app/components/sections/notice.tsx";
import { noticePaths } from "#app/content/navigation.ts";
import { websitePrivacyPolicy } from "#app/content/notices.ts";
import { seo } from "#app/lib/seo.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    notice: websitePrivacyPolicy,
    meta: seo({ ...websitePrivacyPolicy.seo, path: noticePaths.privacy }),
  };
}

export const meta = metaFromLoader;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
