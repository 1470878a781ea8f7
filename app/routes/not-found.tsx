// Any path the route table does not know (spec §2, last row). The server
// answers such paths with HTTP 404 and the prerendered copy of this page.
import { NotFound } from "#app/components/not-found.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta = () =>
  seo({
    title: "Page Not Found",
    description: "The page you asked for does not exist. Return to the home page to find your way.",
    path: "/404",
    noindex: true,
  });

export default function NotFoundPage() {
  return <NotFound />;
}
