import { useFetcher } from "@remix-run/react";
import { RotateCw } from "~/components/ui/lucide-sprite";
import { Button } from "~/components/ui/button";
import { IntentFields } from "./form-bits";
import { useHere } from "./use-here";

/**
 * The Outbox's Retry button (a failed e-mail, a failed task): a plain form post to the page it is on (works without
 * JavaScript), answered by retryAction (app/web/retry-action.server.ts) with a toast. `what` finishes its
 * accessible name ("Retry e-mail to guest@example.com").
 */
export function RetryButton({ id, fetcherKey, what }: { id: number; fetcherKey: string; what: string }) {
  const fetcher = useFetcher({ key: fetcherKey });
  const here = useHere();
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={here}>
      <IntentFields intent="retry" id={id} />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        <RotateCw aria-hidden className="h-4 w-4" />
        {pending ? "Retrying..." : "Retry"}
        <span className="sr-only"> {what}</span>
      </Button>
    </fetcher.Form>
  );
}
