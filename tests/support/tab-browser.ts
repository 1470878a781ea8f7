// Chromium driven through the DevTools protocol the way DevTools itself
// attaches: to the browser tab, not to the page. Chromium turns prerendering
// off for a page that a client attached to directly (as Playwright does), so
// tests of speculation rules drive the browser through this instead.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "../../scripts/chromium.ts";
import { patience } from "./patience.ts";

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
};

export async function launchTabBrowser(viewport: { width: number; height: number }) {
  const profile = mkdtempSync(path.join(tmpdir(), "tab-browser-"));
  const chrome: ChildProcess = spawn(
    headlessShellPath,
    [
      ...chromiumFlags,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      `--window-size=${viewport.width},${viewport.height}`,
      "about:blank",
    ],
    // A process group of its own: Debian's headless shell is a shell script
    // that starts the browser as its child, and close() ends them together.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let output = "";
  chrome.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A failure shows what Chromium printed.
  const listening = /DevTools listening on (ws:\/\/\S+)/;
  await expect.poll(() => output, { timeout: patience(15_000) }).toMatch(listening);

  const socket = new WebSocket(listening.exec(output)?.[1] ?? "");
  await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));
  let nextId = 0;
  // Commands awaiting their answer, by id.
  const pending = new Map<number, { resolve: (message: Message) => void; sessionId?: string }>();
  const events: Message[] = [];
  const firstPage = Promise.withResolvers<void>();
  // The tab's pages by session: the one shown, and one it may be prerendering
  // (shown once the tab's first page has gone).
  const pages = new Map<string, { prerender: boolean }>();
  const shownPage = () =>
    [...pages].find(([, page]) => !page.prerender)?.[0] ?? [...pages.keys()][0];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      pending.get(message.id)?.resolve(message);
      pending.delete(message.id);
      return;
    }
    events.push(message);
    if (message.method === "Target.attachedToTarget") {
      const params = message.params as {
        sessionId: string;
        targetInfo: { type: string; subtype?: string };
      };
      if (params.targetInfo.type === "page") {
        pages.set(params.sessionId, { prerender: params.targetInfo.subtype === "prerender" });
        firstPage.resolve();
      }
    }
    if (message.method === "Target.detachedFromTarget") {
      const { sessionId } = message.params as { sessionId: string };
      pages.delete(sessionId);
      // A command sent to a page the tab left gets no answer: it fails.
      for (const [id, command] of pending) {
        if (command.sessionId !== sessionId) continue;
        pending.delete(id);
        command.resolve({ id, error: { message: "the page detached before it answered" } });
      }
    }
  });
  const send = async <T>(method: string, params: object = {}, sessionId?: string): Promise<T> => {
    const id = (nextId += 1);
    const answer = await new Promise<Message>((resolve) => {
      pending.set(id, { resolve, sessionId });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result as T;
  };

  const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>(
    "Target.getTargets",
    { filter: [{ type: "tab" }] },
  );
  const tab = targetInfos.find((target) => target.type === "tab");
  if (!tab) throw new Error("no tab target");
  const { sessionId: tabSession } = await send<{ sessionId: string }>("Target.attachToTarget", {
    targetId: tab.targetId,
    flatten: true,
  });
  await send(
    "Target.setAutoAttach",
    { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
    tabSession,
  );
  await firstPage.promise; // attached once auto-attach is on

  const page = <T>(method: string, params: object = {}) => send<T>(method, params, shownPage());
  return {
    /** Sends a command to the current page (the one the tab shows now). */
    page,
    /** Waits for an event of `method` (seen or to come) that `matches` accepts. */
    async waitForEvent(
      method: string,
      matches: (params: Record<string, unknown>) => boolean = () => true,
    ) {
      const seen = () =>
        events.some((message) => message.method === method && matches(message.params ?? {}));
      await expect
        .poll(seen, { message: `a ${method} event`, timeout: patience(30_000) })
        .toBe(true);
    },
    /** The value of an expression in the page the tab shows now. */
    async evaluate<T>(expression: string) {
      const { result } = await page<{ result: { value: T } }>("Runtime.evaluate", {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      return result.value;
    },
    async close() {
      socket.close();
      const running = chrome.exitCode === null && chrome.signalCode === null;
      const exited = running ? new Promise((resolve) => chrome.once("exit", resolve)) : undefined;
      try {
        if (chrome.pid !== undefined) process.kill(-chrome.pid, "SIGKILL");
      } catch {
        // The whole group had already ended.
      }
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type TabBrowser = Awaited<ReturnType<typeof launchTabBrowser>>;
