import { useFetcher, useLocation } from "@remix-run/react";
import type { RowView } from "~/components/admin/admin-table";
import { DialogTrigger } from "~/components/admin/dialog";
import { IntentFields } from "~/components/admin/form-bits";
import { useHere } from "~/components/admin/use-here";
import { Button } from "~/components/ui/button";
import { CalendarCheck, RotateCcw, XCircle } from "~/components/ui/lucide-sprite";
import type { BookingInquiryWithProperty } from "~/models/inquiry.server";
import type { InquiryStatus } from "~/schemas/inquiry-status";
import { confirmCancelHref } from "./confirm-cancel";
import { cancelLabel } from "~/components/admin/format";

const ACTIONS: { status: InquiryStatus; label: string; icon: typeof CalendarCheck; variant: "primary" | "outline" | "danger" }[] = [
  { status: "confirmed", label: "Confirm booking", icon: CalendarCheck, variant: "primary" },
  // Its words follow what is cancelled (cancelLabel).
  { status: "cancelled", label: "Cancel", icon: XCircle, variant: "outline" },
  { status: "pending", label: "Reopen", icon: RotateCcw, variant: "outline" },
];

/**
 * Confirm, cancel or reopen: buttons with their words on a card, icons (named for screen readers and
 * with a tooltip) in the table's row.
 */
export function StatusActions({ inquiry, view = "card" }: { inquiry: BookingInquiryWithProperty; view?: RowView }) {
  const fetcher = useFetcher({ key: `inquiry-status-${inquiry.id}` });
  const here = useHere();
  const pending = fetcher.state !== "idle";
  const location = useLocation();
  const table = view === "table";
  // In the table the words are for screen readers (and the tooltip); the icon is what shows.
  const words = (label: string) => (table ? <span className="sr-only">{label}</span> : label);
  return (
    <div className={table ? "flex gap-1" : "flex flex-wrap gap-2"}>
      {ACTIONS.filter((a) => a.status !== inquiry.status).map(({ status, label: action, icon: Icon, variant }) => {
        const label = status === "cancelled" ? cancelLabel(inquiry.status) : action;
        return (
          // Cancelling asks first (it e-mails the guest): a dialog, or a confirmation step without JavaScript.
          status === "cancelled" && (inquiry.status === "confirmed" || inquiry.status === "pending") ? (
            <DialogTrigger
              key={status}
              href={confirmCancelHref(location, inquiry.id)}
              variant={table ? "ghost" : "outline"}
              size="sm"
              className={`${table ? TABLE_BUTTON_CLASS : ""} ${CANCEL_CLASS}`}
              label={table ? `${label} for ${inquiry.name}` : undefined}
            >
              <Icon aria-hidden className="h-4 w-4" />
              {words(label)}
              <span className="sr-only"> for {inquiry.name}</span>
            </DialogTrigger>
          ) : (
            <fetcher.Form key={status} method="post" action={here}>
              <IntentFields intent="status" id={inquiry.id} />
              <input type="hidden" name="status" value={status} />
              <Button
                type="submit"
                size="sm"
                variant={table && variant === "outline" ? "ghost" : variant}
                disabled={pending}
                title={table ? label : undefined}
                className={`${table ? TABLE_BUTTON_CLASS : ""} ${variant === "outline" && status === "cancelled" ? CANCEL_CLASS : ""}`}
              >
                <Icon aria-hidden className="h-4 w-4" />
                {words(label)}
                <span className="sr-only"> for {inquiry.name}</span>
              </Button>
            </fetcher.Form>
          )
        );
      })}
    </div>
  );
}

const CANCEL_CLASS = "!border-red-700 !text-red-800 hover:!bg-red-50";
/** An icon button of a table row: square, the row stays one line high. */
const TABLE_BUTTON_CLASS = "!p-1.5";
