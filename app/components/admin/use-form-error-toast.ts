import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toaster";
import { ADMIN_TOASTS } from "~/messages";

/**
 * When an action answers a form with a server message (form-level error, not field validation),
 * show it as the red 'Error' toast of SPEC §8 too. Without JavaScript the message shows in the form.
 */
export function useFormErrorToast(result: SubmissionResult<string[]> | undefined | null, fallback: string, title: string = ADMIN_TOASTS.errorTitle) {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    const formErrors = result.error?.[""];
    if (result.status === "error" && formErrors?.length) {
      toast({ title, description: formErrors[0] || fallback, variant: "error" });
    }
  }, [result, fallback, title, toast]);
}
