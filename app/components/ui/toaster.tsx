// The site's one toast system. sonner's defaults are the spec's: 3 visible,
// 4 seconds, 356 px wide, 14 px gap, dismissed by a 20 px swipe.
import { Toaster as Sonner } from "sonner";

export function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}
