import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "~/components/ui/lucide-sprite";
import type { Toast } from "~/lib/toast";
import { cardClass, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, ToastIcon, viewportClass } from "./toast-style";

/** The interactive toast (Radix): loaded by the ToastProvider only when a toast is shown. */
export default function ToastViewport({
  toast: current,
  open,
  onOpenChange: setOpen,
}: {
  toast: Toast;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} duration={TOAST_DURATION_MS}>
      <ToastPrimitive.Root
        key={current.id}
        open={open}
        onOpenChange={setOpen}
        className={`${cardClass(current.variant)} animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition`}
        data-testid="toast"
      >
        <ToastIcon variant={current.variant} />
        <div>
          <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
          {current.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm opacity-90">{current.description}</ToastPrimitive.Description>
          ) : null}
        </div>
        <ToastPrimitive.Close
          aria-label="Dismiss notification"
          className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100"
        >
          <X aria-hidden className="h-4 w-4" />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport className={viewportClass} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
