// The practice's facts that every page carries: the root route's loader reads
// them at build time for the header and footer, and any part of a page that
// shows them (a call button, a contact card, the partner list) takes them from
// here rather than from its own route's loader.
import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

export type SiteFacts = Awaited<ReturnType<typeof loader>>;

export function useSiteFacts(): SiteFacts {
  const facts = useRouteLoaderData<typeof loader>("root");
  if (!facts) throw new Error("The site's facts are read inside the root route only.");
  return facts;
}
