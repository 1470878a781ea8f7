// The site's one toast system. sonner's defaults are the spec's: 3 visible,
// 4 seconds, 356 px wide, 14 px gap, dismissed by a 20 px swipe.
//
// sonner is 9 KB gzip, and only someone who sends a message ever sees a
// toast, so it is not part of the page's JavaScript: the contact form calls
// `prepareToasts()` when the visitor first moves into it, and `notify()`
// waits until the library is loaded and its outlet listens before it shows
// anything, so no toast is lost to the race.
import { useEffect, useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let library: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const onLoad = new Set<() => void>();

let markListening: () => void = () => {};
let outletListening: Promise<void>;
/** From now on, notify() waits for an outlet to mount. */
function awaitOutlet() {
  outletListening = new Promise((resolve) => {
    markListening = resolve;
  });
}
awaitOutlet();

/** Starts loading the toast library; later calls return the same promise. */
export function prepareToasts(): Promise<Sonner> {
  library ??= import("sonner").then((sonner) => {
    loaded = sonner;
    for (const listener of onLoad) listener();
    return sonner;
  });
  return library;
}

/** Shows a toast once the library is loaded and a <Toaster /> is listening. */
export async function notify(kind: "success" | "error", title: string, description: string) {
  const sonner = await prepareToasts();
  await outletListening;
  sonner.toast[kind](title, { description });
}

function subscribe(listener: () => void) {
  onLoad.add(listener);
  return () => {
    onLoad.delete(listener);
  };
}

function Outlet({ sonner }: { sonner: Sonner }) {
  // Runs after sonner's own Toaster has subscribed (a child's effects run first).
  useEffect(() => {
    markListening();
    return awaitOutlet;
  }, []);
  return <sonner.Toaster position="top-center" richColors closeButton />;
}

/** Where toasts appear; renders nothing until the library has loaded. */
export function Toaster() {
  const sonner = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  return sonner ? <Outlet sonner={sonner} /> : null;
}
