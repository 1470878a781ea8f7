// The other practices and services the practice works with (the spec's
// partner strip and network links), as compact external links: a name and
// its one line each, in two columns where there is room, or, closing the home
// page, their names alone. Each page shows them once.
import { ExternalLink as ExternalIcon } from "lucide";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/design/cn.ts";
import { useWords } from "#app/page-list/site-facts.ts";

type NetworkSite = { name: string; description: string; url: string; nofollow?: boolean };

export function NetworkLinks({
  sites,
  brief = false,
}: {
  sites: readonly NetworkSite[];
  /** Names only, in one wrapping line. */
  brief?: boolean;
}) {
  const newTabNote = useWords().opensInNewTab;
  return (
    <ul
      className={
        brief ? "flex flex-wrap gap-x-6 gap-y-2" : "grid max-w-5xl gap-x-10 gap-y-4 sm:grid-cols-2"
      }
    >
      {sites.map((site) => (
        <li key={site.url}>
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
          {brief ? null : <p className="text-sm text-ink-muted">{site.description}</p>}
        </li>
      ))}
    </ul>
  );
}
