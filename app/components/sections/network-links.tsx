// The practice's partner and sister sites, as a strip of external links.
import { ExternalLink as ExternalIcon } from "lucide";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/lib/site-facts.ts";

export type NetworkSite = { name: string; description: string; url: string; nofollow?: boolean };

export function NetworkLinks({ sites }: { sites: readonly NetworkSite[] }) {
  const newTabNote = useWords().opensInNewTab;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {sites.map((site) => (
        <li key={site.url} className="rounded-card border border-line bg-surface p-5">
          <ExternalLink
            href={site.url}
            nofollow={site.nofollow}
            newTabNote={newTabNote}
            className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {site.name}
            <Icon node={ExternalIcon} className="size-4" />
          </ExternalLink>
          <p className="mt-1 text-sm text-ink-muted">{site.description}</p>
        </li>
      ))}
    </ul>
  );
}
