// The practice's partner and sister sites, as a strip of external links:
// cards with a line on each, or, closing the home page, their names alone.
import { ExternalLink as ExternalIcon } from "lucide";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useWords } from "#app/pages/site-facts.ts";

export type NetworkSite = { name: string; description: string; url: string; nofollow?: boolean };

export function NetworkLinks({
  sites,
  brief = false,
}: {
  sites: readonly NetworkSite[];
  /** Names only, in one wrapping line. */
  brief?: boolean;
}) {
  const newTabNote = useWords().opensInNewTab;
  const link = (site: NetworkSite) => (
    <ExternalLink
      href={site.url}
      nofollow={site.nofollow}
      newTabNote={newTabNote}
      className={cn(
        "inline-flex items-center gap-1 font-semibold text-brand underline-offset-4",
        brief ? "underline hover:text-brand-strong" : "hover:underline",
      )}
    >
      {site.name}
      <Icon node={ExternalIcon} className="size-4" />
    </ExternalLink>
  );
  if (brief) {
    return (
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {sites.map((site) => (
          <li key={site.url}>{link(site)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {sites.map((site) => (
        <li key={site.url} className="rounded-card border border-line bg-surface p-5">
          {link(site)}
          <p className="mt-1 text-sm text-ink-muted">{site.description}</p>
        </li>
      ))}
    </ul>
  );
}
