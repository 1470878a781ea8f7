// /accessibility: the accessibility statement: the WCAG 2.2 AA goal, what
// the site does, what is known not to work, and how to ask for help. The
// words are in content/notices.ts; the layout is the shared notice section.
// The loader runs at build time, so the text travels as HTML and page data,
// not in the JavaScript bundle.
import type { Route } from "./+types/accessibility";
import { NoticePage } from "#app/components/sections/notice.tsx";
import { noticePaths } from "#app/content/navigation.ts";
import { accessibilityStatement } from "#app/content/notices.ts";
import { seo } from "#app/lib/seo.ts";
import { metaFromLoader } from "#app/lib/loader-meta.ts";

export function loader() {
  return {
    notice: accessibilityStatement,
    meta: seo({ ...accessibilityStatement.seo, path: noticePaths.accessibility }),
  };
}

export const meta = metaFromLoader;

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
