import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useToast } from "./toaster";

/**
 * True while a page form is being submitted (and, with `untilLoaded`, while its redirect loads).
 * Narrow it to one form with `intent` (and `id`) or `formAction`. Fetcher forms use `fetcher.state`.
 */
export function useIsPending(options: { intent?: string; id?: number; formAction?: string; untilLoaded?: boolean } = {}): boolean {
  const navigation = useNavigation();
  const { intent, id, formAction, untilLoaded = true } = options;
  if (navigation.state === "idle" || !navigation.formData) return false;
  if (!untilLoaded && navigation.state !== "submitting") return false;
  if (navigation.formMethod?.toUpperCase() !== "POST") return false;
  if (formAction !== undefined && !navigation.formAction?.startsWith(formAction)) return false;
  if (intent !== undefined && navigation.formData.get("intent") !== intent) return false;
  return id === undefined || navigation.formData.get("id") === String(id);
}

/**
 * With JavaScript, a failed submission also shows the 'Error' toast (once per answer): the
 * server's message, or the form's fallback text. Without JavaScript the message shows in the form.
 */
export function useErrorToast(
  result: SubmissionResult<string[]> | undefined | null,
  {
    title,
    fallback,
    say,
  }: { title: string; fallback: string; /** The message in the page's language (public forms). */ say?: (message: string) => string },
) {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!result || result.status !== "error" || shown.current === result) return;
    shown.current = result;
    const message = result.error?.[""]?.[0] || fallback;
    toast({ title, description: say ? say(message) : message, variant: "error" });
    // `say` is a new function each render: it follows the page's language, which a form's lifetime does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, title, fallback, toast]);
}

/**
 * Empties a page form once it was submitted successfully: the action redirected (Post/Redirect/Get), so
 * the submission of this form (`intent`) ends without an error answer for it. Without this, the typed
 * values (a new user's password) would stay in the fields after the success toast. Without JavaScript the
 * redirected page is fresh anyway.
 */
export function useResetAfterSuccess(
  form: { reset: () => void },
  { intent, lastResult }: { intent: string; lastResult: SubmissionResult<string[]> | undefined | null },
) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  const ours = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  useEffect(() => {
    if (ours) submitted.current = true;
    else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (lastResult?.status !== "error") form.reset();
    }
  }, [ours, navigation.state, lastResult, form]);
}
