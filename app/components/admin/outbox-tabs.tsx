import { FilterTabs } from "./list-filters";

/** The Outbox's two lists: the e-mails the site sends, and the other work it does after a change (refunds, provider questions). */
export function OutboxTabs({ current, failedTasks }: { current: "emails" | "tasks"; failedTasks?: number }) {
  return (
    <FilterTabs
      label="Outbox"
      className="mb-4"
      tabs={[
        { to: "/admin/emails", label: "E-mails", active: current === "emails" },
        {
          to: "/admin/tasks",
          label: failedTasks ? `Other tasks (${failedTasks.toLocaleString("en-US")} failed)` : "Other tasks",
          active: current === "tasks",
        },
      ]}
    />
  );
}
