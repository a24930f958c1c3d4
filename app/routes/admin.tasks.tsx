import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TaskStatusBadge } from "~/components/admin/badges";
import { FilterTabs } from "~/components/admin/list-filters";
import { plural } from "~/components/admin/format";
import { formatAdminDateTime } from "~/lib/dates";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { AdminTable, NoValue } from "~/components/admin/admin-table";
import { AdminRouteError } from "~/components/admin/route-error";
import { OutboxTabs } from "~/components/admin/outbox-tabs";
import { RetryButton } from "~/components/admin/retry-button";
import { pageParam } from "~/lib/paging.server";
import { TASK_STATUSES, type TaskStatus } from "~/schemas/task-status";
import { TASK_TOASTS } from "~/messages";
import { requireUser } from "~/web/auth-guards.server";
import { countOtherTasksPerStatus, listTaskViews, retryFailedTask } from "~/services/tasks.server";
import { retryAction } from "~/web/retry-action.server";

export const meta = () => adminMeta("Tasks");

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<TaskStatus, string> = { waiting: "Waiting", done: "Done", failed: "Failed" };

/** All staff roles: the work the site does after a change (card refunds, questions to payment providers), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const raw = url.searchParams.get("status") ?? "";
  const status = (TASK_STATUSES as readonly string[]).includes(raw) ? (raw as TaskStatus) : undefined;
  const page = pageParam(url);
  const [counts, result] = await Promise.all([countOtherTasksPerStatus(), listTaskViews({ status, page, pageSize: PAGE_SIZE })]);
  return { status: status ?? "", tasks: result.items, total: result.total, page, pageSize: PAGE_SIZE, counts };
}

/** Retry a failed task: back to the same filter and page with a toast. */
export const action = ({ request }: ActionFunctionArgs) => retryAction(request, { what: "Task", retry: retryFailedTask, toasts: TASK_TOASTS });

export default function AdminTasks() {
  const { status, tasks, total, page, pageSize, counts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Tasks" subtitle="Work the site does after a change: card refunds, questions to the payment providers" />
      <OutboxTabs current="tasks" failedTasks={counts.failed} />
      <FilterTabs
        label="Filter tasks"
        className="mb-6"
        tabs={[
          { to: "/admin/tasks", label: "All", active: !status },
          ...TASK_STATUSES.map((s) => ({
            to: `/admin/tasks?status=${s}`,
            label: `${STATUS_LABELS[s]} (${counts[s].toLocaleString("en-US")})`,
            active: status === s,
          })),
        ]}
      />
      <p className="mb-4 text-sm text-stone-600">
        {plural(total, status ? `${status} task` : "task")}, newest first. A task that fails is tried again after a growing pause; one that keeps
        failing is marked failed here, to retry once its cause is fixed.
      </p>
      {tasks.length === 0 ? (
        <Card className="px-5 py-12 text-center text-stone-600">
          <p>
            {status ? `No ${status} tasks.` : "No tasks yet. They appear here when a refund is sent or a payment provider is asked about a payment."}
          </p>
        </Card>
      ) : (
        <AdminTable
          label="Tasks"
          items={tasks}
          minWidth="min-w-[760px]"
          cardTestId="task-card"
          rowTestId="task"
          columns={[
            {
              header: "Task",
              className: "text-stone-800",
              cell: (t) => (
                <>
                  {t.description}
                  <p className="mt-0.5 text-xs text-stone-600">
                    Added {formatAdminDateTime(t.createdAt)}
                    {t.doneAt ? ` · ${t.status === "failed" ? "gave up" : "done"} ${formatAdminDateTime(t.doneAt)}` : ""}
                    {t.status === "waiting" && t.attempts > 0 ? ` · next try ${formatAdminDateTime(t.runAt)}` : ""}
                  </p>
                </>
              ),
              card: (t) => <h2 className="text-base font-semibold">{t.description}</h2>,
            },
            { header: "Status", cell: (t) => <TaskStatusBadge status={t.status} running={t.running} /> },
            { header: "Attempts", className: "text-stone-800", cell: (t) => t.attempts },
            { header: "Added", card: (t) => formatAdminDateTime(t.createdAt) },
            { header: "Last error", className: "max-w-xs break-words text-stone-700", cell: (t) => t.lastError ?? <NoValue /> },
          ]}
          actions={(t) =>
            t.status === "failed" ? <RetryButton id={t.id} fetcherKey={`task-retry-${t.id}`} what={`task: ${t.description}`} /> : null
          }
          actionsHeader={<span className="sr-only">Actions</span>}
        />
      )}
      <Pagination page={page} pageSize={pageSize} total={total} label="Task pages" />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
