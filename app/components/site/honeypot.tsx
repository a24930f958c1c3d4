import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/forms";

/**
 * A trap field for bots (see HONEYPOT_FIELD): off-screen, hidden from assistive technology, out of the
 * tab order and never autofilled, so people never fill it.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
