// How a toast looks and how long it stays: shared by the static toast (first paint, no JavaScript) and the
// interactive viewport (a chunk of its own, loaded after hydration).
import { CheckCircle2, XCircle } from "~/components/ui/lucide-sprite";
import type { Toast } from "~/lib/toast";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// Top of the screen on small screens, bottom-right from `sm` up, where the spec puts notifications.
export const viewportClass =
  "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:max-w-[420px] sm:flex-col outline-none";

export const cardClass = (variant: Toast["variant"]) =>
  `group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg ${
    variant === "error" ? "border-red-700 bg-red-700 text-white" : "border-forest-200 bg-white text-stone-900"
  }`;

export function ToastIcon({ variant }: { variant: Toast["variant"] }) {
  return variant === "error" ? (
    <XCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
  ) : (
    <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" />
  );
}
