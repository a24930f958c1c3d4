import type { SubmissionResult } from "@conform-to/react";
import { FormErrors } from "~/components/ui/field";

/** Hidden fields that tell the action which form this is (and which record). */
export function IntentFields({ intent, id }: { intent: string; id?: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
    </>
  );
}

/**
 * The start of a form with list buttons in it (add or remove a row, move an image): a hidden first submit
 * button, so Enter in a field saves rather than pressing the first list button; which form this is; and the
 * form-wide errors.
 */
export function FormStart({ intent, id, form }: { intent: string; id?: number; form: { errorId: string; errors?: string[] } }) {
  return (
    <>
      <button type="submit" tabIndex={-1} aria-hidden="true" className="hidden" />
      <IntentFields intent={intent} id={id} />
      <FormErrors id={form.errorId} errors={form.errors} />
    </>
  );
}

/** Which form (intent) an action's answer belongs to: the intent it was submitted with. */
export function intentOf(result: SubmissionResult<string[]> | undefined): string | undefined {
  const initial = result?.initialValue as Record<string, unknown> | null | undefined;
  return typeof initial?.intent === "string" ? initial.intent : undefined;
}

/** The action's answer, only for the form it belongs to (several forms share one action). */
export function resultFor(result: SubmissionResult<string[]> | undefined, intent: string, id?: number) {
  if (intentOf(result) !== intent) return undefined;
  if (id !== undefined && (result?.initialValue as Record<string, unknown>).id !== String(id)) return undefined;
  return result;
}
