// Each pull request's preview at an address of its own (docs/operations.md, "Previews"): the
// draft's built site in <previews>/pr-<number>.<PREVIEW_DOMAIN>/, which Caddy serves at
// https://pr-<number>.<PREVIEW_DOMAIN>/ (deploy/previews.caddy), never the site's origin. Run by
// .github/workflows/preview.yml:
//   node scripts/deploy/preview.ts page <branch>          the page that shows the draft's entry
//   node scripts/deploy/preview.ts title <branch> <base>  the pull request's title: the entry,
//                                                         and what changed since <base>
//   node scripts/deploy/preview.ts place --number N --page P --site <folder> --to <previews>
//   node scripts/deploy/preview.ts remove --number N --to <previews>
// <previews> is a folder, here or as rsync names it ("server:/srv/…/previews"). place and remove
// import nothing of the project, so they run from a checkout of main without npm ci.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/** The commit status whose address the editor's "View Preview" opens (Decap's `preview_context`). */
export const previewContext = "deploy/preview";

/** The host of a pull request's preview; refuses anything but a number and a host name. */
export function previewHost(number: string, domain: string): string {
  if (!/^[1-9]\d{0,8}$/.test(number)) throw new Error(`not a pull request's number: "${number}"`);
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
    throw new Error(`PREVIEW_DOMAIN is not a host name: "${domain}"`);
  }
  return `pr-${number}.${domain}`;
}

function rsync(...args: string[]) {
  const run = spawnSync("rsync", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`rsync ${args.join(" ")}: ${run.stderr || run.error}`);
}

/** Puts a built site at a preview's host in place of what was there: no links, readable by Caddy. */
export function placePreview(site: string, previews: string, host: string) {
  rsync("-r", "--times", "--delete", "--chmod=D755,F644", `${site}/`, `${previews}/${host}/`);
}

/** Removes a preview's folder and nothing else (rsync, so that it works on the server too). */
export function removePreview(previews: string, host: string) {
  const empty = mkdtempSync(path.join(tmpdir(), "no-preview-"));
  try {
    rsync("-r", "--delete", `--include=/${host}/***`, "--exclude=*", `${empty}/`, `${previews}/`);
  } finally {
    rmSync(empty, { recursive: true });
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      number: { type: "string", default: "" },
      page: { type: "string", default: "/" },
      site: { type: "string", default: "" },
      to: { type: "string", default: "" },
    },
  });
  const [command, branch = "", base = ""] = positionals;
  if (command === "title") {
    const { changesNamed } = await import("#scripts/editor/changes.ts");
    const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" });
    const files = git("diff", "--name-only", `${base}...HEAD`, "--", "content")
      .stdout.split("\n")
      .filter(Boolean);
    const show = (ref: string, file: string) => {
      const shown = git("show", `${ref}:${file}`);
      return shown.status === 0 ? shown.stdout : undefined;
    };
    const changes = changesNamed(
      files.map((file) => ({
        path: file,
        before: show(base, file),
        after: show("HEAD", file) ?? "",
      })),
    );
    const entry = branch.replace(/^cms\//, "");
    console.log(`${entry}${changes ? `: ${changes}` : ""}`.slice(0, 250));
    return;
  }
  if (command === "page") {
    // A draft's branch is cms/<collection>/<entry> (Decap's editorial workflow).
    const { draftPagePath } = await import("#scripts/editor/browser/editor-preview.ts");
    const [, collection = "", slug = ""] = /^cms\/([^/]+)\/(.+)$/.exec(branch) ?? [];
    console.log(collection ? draftPagePath(collection, slug) : "/");
    return;
  }
  const host = previewHost(values.number, process.env.PREVIEW_DOMAIN ?? "");
  if (!values.to) throw new Error("--to: where the previews are");
  if (command === "place") {
    if (!/^\/[a-z0-9/-]*$/.test(values.page)) throw new Error(`not a page: "${values.page}"`);
    placePreview(values.site, values.to, host);
    console.log(`https://${host}${values.page}`);
  } else if (command === "remove") {
    removePreview(values.to, host);
    console.log(`removed ${host}`);
  } else {
    throw new Error("usage: preview.ts page <branch> | title <branch> <base> | place … | remove …");
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
