// A small tmpfs for storage-fault tests: a real file system that fills up.
// Mounting needs root (CI's); elsewhere those tests are skipped and say why.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const tmpfsUnavailable: string | undefined =
  process.getuid?.() === 0 ? undefined : "mounting a tmpfs needs root";

export type Tmpfs = { dir: string; unmount: () => void };

/** A tmpfs of `sizeKb`, and of `inodes` files and folders at most if given. */
export function mountTmpfs(sizeKb: number, inodes?: number): Tmpfs {
  const dir = mkdtempSync(path.join(tmpdir(), "tmpfs-"));
  const options = `size=${sizeKb}k${inodes ? `,nr_inodes=${inodes}` : ""}`;
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir]);
  return {
    dir,
    unmount() {
      execFileSync("umount", ["-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
