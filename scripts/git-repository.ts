// A throwaway git repository for the editor's tests, committed on main by "Site".
import { execFileSync } from "node:child_process";

/** `git -C dir …`, its output trimmed. */
export const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();

/** Commits what is staged in `dir` as "Site", with `message`. */
export const commitAsSite = (dir: string, message: string) =>
  git(dir, "-c", "user.name=Site", "-c", "user.email=site@example.test", "commit", "-qm", message);

/** Makes `dir` a repository whose main branch holds every file in it, in one commit. */
export function committedRepository(dir: string): string {
  git(dir, "init", "--quiet", "--initial-branch=main");
  git(dir, "add", ".");
  commitAsSite(dir, "Content");
  return dir;
}
