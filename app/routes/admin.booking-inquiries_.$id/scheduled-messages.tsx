import { Form } from "@remix-run/react";
import { IntentFields } from "~/components/admin/form-bits";
import { Button } from "~/components/ui/button";
import { formatAdminDateTime } from "~/lib/dates";
import { MESSAGE_TITLES, type ScheduledMessage } from "~/schemas/guest-messages";

const STATUS_WORDS: Record<ScheduledMessage["status"], string> = {
  waiting: "Waiting",
  sent: "Sent",
  skipped: "Skipped",
  cancelled: "Cancelled",
};

/**
 * The booking's messages before and after the stay (Settings → Guest messages): which, when, and what became of
 * each; a waiting one can be sent now or skipped (plain forms, so both work without JavaScript).
 */
export function ScheduledMessages({ messages }: { messages: ScheduledMessage[] }) {
  if (messages.length === 0) return <p className="mt-2 text-sm text-stone-600">None: messages are scheduled when the booking is confirmed.</p>;
  return (
    <ul className="mt-3 divide-y divide-stone-200" data-testid="scheduled-messages">
      {messages.map((m) => (
        <li key={m.kind} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-stone-900">{MESSAGE_TITLES[m.kind]}</p>
            <p className="text-sm text-stone-700">
              {STATUS_WORDS[m.status]}
              {m.status === "sent" && m.sentAt ? ` ${formatAdminDateTime(m.sentAt)}` : `: due ${formatAdminDateTime(m.dueAt)}`}
              {m.reason ? ` (${m.reason})` : ""}
            </p>
          </div>
          {m.status === "waiting" ? (
            <div className="flex gap-2">
              <Form method="post">
                <IntentFields intent="message-send" />
                <input type="hidden" name="kind" value={m.kind} />
                <Button type="submit" size="sm" aria-label={`Send now: ${MESSAGE_TITLES[m.kind]}`}>
                  Send now
                </Button>
              </Form>
              <Form method="post">
                <IntentFields intent="message-skip" />
                <input type="hidden" name="kind" value={m.kind} />
                <Button type="submit" size="sm" variant="outline" aria-label={`Skip: ${MESSAGE_TITLES[m.kind]}`}>
                  Skip
                </Button>
              </Form>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
