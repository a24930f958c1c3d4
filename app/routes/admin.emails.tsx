import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmailStatusBadge } from "~/components/admin/badges";
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
import { countEmailsPerStatus } from "~/models/email.server";
import { EMAIL_STATUSES, type EmailStatus } from "~/schemas/email-status";
import { EMAIL_TOASTS } from "~/messages";
import { requireUser } from "~/web/auth-guards.server";
import { isAdmin } from "~/schemas/user";
import { EmailAddress } from "~/components/admin/email-address";
import { listOutbox, retryFailedEmail, type Email } from "~/services/emails.server";
import { countOtherTasksPerStatus } from "~/services/tasks.server";
import { retryAction } from "~/web/retry-action.server";

export const meta = () => adminMeta("Email");

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<EmailStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** All staff roles: the outbox, newest first, filtered by ?status= and paged by ?page=. */
export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireUser(request);
  const url = new URL(request.url);
  const raw = url.searchParams.get("status") ?? "";
  const status = (EMAIL_STATUSES as readonly string[]).includes(raw) ? (raw as EmailStatus) : undefined;
  const page = pageParam(url);
  // The tabs' counts in one pass; the list's total is one of them (or their sum), not another count.
  const [counts, tasks] = await Promise.all([countEmailsPerStatus(), countOtherTasksPerStatus()]);
  const total = status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const result = await listOutbox({ status, page, pageSize: PAGE_SIZE, total });
  return {
    status: status ?? "",
    emails: result.items,
    total: result.total,
    page,
    pageSize: PAGE_SIZE,
    counts,
    failedTasks: tasks.failed,
    // What guests received is theirs: only administrators open the e-mails themselves.
    canRead: isAdmin(me),
  };
}

/** Retry a failed e-mail (its send-email task): back to the same filter and page with a toast. */
export const action = ({ request }: ActionFunctionArgs) => retryAction(request, { what: "E-mail", retry: retryFailedEmail, toasts: EMAIL_TOASTS });

/** The subject, opening the e-mail as the recipient got it (administrators). */
function ReadLink({ email }: { email: Email }) {
  return (
    <Link to={`/admin/emails/${email.id}`} className="text-forest-800 underline-offset-2 hover:underline">
      {email.subject}
      <span className="sr-only"> (read the e-mail to {email.to})</span>
    </Link>
  );
}

export default function AdminEmails() {
  const { status, emails, total, page, pageSize, counts, canRead, failedTasks } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Email" subtitle="E-mails the site sends to you and to guests: what went out, what is waiting, what failed" />
      <OutboxTabs current="emails" failedTasks={failedTasks} />
      <FilterTabs
        label="Filter e-mails"
        className="mb-6"
        tabs={[
          { to: "/admin/emails", label: "All", active: !status },
          ...EMAIL_STATUSES.map((s) => ({
            to: `/admin/emails?status=${s}`,
            label: `${STATUS_LABELS[s]} (${counts[s].toLocaleString("en-US")})`,
            active: status === s,
          })),
        ]}
      />
      <p className="mb-4 text-sm text-stone-600">
        {plural(total, status ? `${status} e-mail` : "e-mail")}, newest first. Failed sends are retried automatically for 24 hours.
      </p>
      {emails.length === 0 ? (
        <Card className="px-5 py-12 text-center text-stone-600">
          <p>{status ? `No ${status} e-mails.` : "No e-mails yet. They appear here when guests send inquiries or messages."}</p>
        </Card>
      ) : (
        <AdminTable
          label="E-mails"
          items={emails}
          minWidth="min-w-[760px]"
          cardTestId="email-card"
          rowTestId="email"
          columns={[
            {
              header: "Recipient",
              cell: (e) => <EmailAddress address={e.to} />,
              card: (e) => (
                <>
                  <h2 className="text-base font-semibold">{canRead ? <ReadLink email={e} /> : e.subject}</h2>
                  <p className="text-sm font-normal text-stone-700">
                    To <EmailAddress address={e.to} />
                  </p>
                </>
              ),
            },
            {
              header: "Subject",
              className: "text-stone-800",
              cell: (e) => (
                <>
                  {canRead ? <ReadLink email={e} /> : e.subject}
                  <p className="mt-0.5 text-xs text-stone-600">
                    Queued {formatAdminDateTime(e.createdAt)}
                    {e.sentAt ? ` · sent ${formatAdminDateTime(e.sentAt)}` : ""}
                    {e.status === "queued" && e.attempts > 0 && e.nextAttemptAt ? ` · next try ${formatAdminDateTime(e.nextAttemptAt)}` : ""}
                  </p>
                </>
              ),
              card: false,
            },
            { header: "Status", cell: (e) => <EmailStatusBadge status={e.status} /> },
            { header: "Attempts", className: "text-stone-800", cell: (e) => e.attempts },
            { header: "Queued", card: (e) => formatAdminDateTime(e.createdAt) },
            { header: "Sent", card: (e) => (e.sentAt ? formatAdminDateTime(e.sentAt) : <NoValue />) },
            { header: "Last error", className: "max-w-xs break-words text-stone-700", cell: (e) => e.lastError ?? <NoValue /> },
          ]}
          actions={(e) => (e.status === "failed" ? <RetryButton id={e.id} fetcherKey={`email-retry-${e.id}`} what={`e-mail to ${e.to}`} /> : null)}
          actionsHeader={<span className="sr-only">Actions</span>}
        />
      )}
      <Pagination page={page} pageSize={pageSize} total={total} label="E-mail pages" />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
