import type { SubmissionResult } from "@conform-to/react";
import { deferredOnApproach } from "./deferred";

// So the first paint stays light, the contact form's code (Conform, the zod schema, the field components: ~40 KB
// gzip) is not downloaded with /contact. The server renders the whole form, which works as a plain HTML
// form until its code arrives; the code is fetched when the form comes near the screen or the visitor
// first points at, touches, focuses or types in it, so it never competes with the page's first paint.
// It is fetched at once after a client-side navigation and when the page shows the form's answer.
// Text typed before the code arrives stays: the fields are uncontrolled, and hydration keeps the DOM.

// The server renders the form itself, never a lazy placeholder (app/entry.server.tsx registers it).
const Form = deferredOnApproach<{ lastResult?: SubmissionResult<string[]> }>("ContactForm", () =>
  import("./contact-form").then((m) => m.ContactForm),
);

/** The contact form, with its code loaded when needed. Same props as `ContactForm`. */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  return <Form lastResult={lastResult} loadNow={Boolean(lastResult)} />;
}
