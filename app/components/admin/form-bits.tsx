import type { SubmissionResult } from "@conform-to/react";

/** Hidden fields that tell the action which form this is (and which record). */
export function IntentFields({ intent, id }: { intent: string; id?: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
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
