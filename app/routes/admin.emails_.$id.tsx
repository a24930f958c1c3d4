import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "~/components/ui/lucide-sprite";
import { EmailStatusBadge } from "~/components/admin/badges";
import { EmailAddress } from "~/components/admin/email-address";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader, TitledCard } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { formatAdminDateTime } from "~/lib/dates";
import { readEmail } from "~/services/emails.server";
import { loadPageRecord } from "~/web/admin-pages.server";
import { requireAdminRole } from "~/web/auth-guards.server";

export const meta = () => adminMeta("E-mail");

/** Administrators only: an e-mail holds a guest's details and what we told them. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminRole(request);
  return { email: await loadPageRecord(params, "E-mail", readEmail) };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="min-w-0 text-sm text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * What the recipient received: the HTML part in a sandboxed frame (an empty `sandbox`: no scripts, no
 * forms, no navigation, a unique origin; it is our own template, but it holds what guests typed) and
 * the plain-text part as text.
 */
export default function AdminEmail() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={email.subject}
        subtitle="The e-mail as its recipient gets it"
        link={{ to: "/admin/emails", icon: ArrowLeft, label: "Email" }}
      />
      <Card className="mb-6 p-5 sm:p-6">
        <dl className="divide-y divide-stone-100">
          <Row label="To">
            <EmailAddress address={email.to} />
          </Row>
          {email.replyTo ? (
            <Row label="Reply-To">
              <EmailAddress address={email.replyTo} />
            </Row>
          ) : null}
          <Row label="Status">
            <EmailStatusBadge status={email.status} />
          </Row>
          <Row label="Queued">{formatAdminDateTime(email.createdAt)}</Row>
          {email.sentAt ? <Row label="Sent">{formatAdminDateTime(email.sentAt)}</Row> : null}
          {email.lastError ? <Row label="Last error">{email.lastError}</Row> : null}
        </dl>
      </Card>
      {email.renderError ? (
        <Card className="p-5 text-sm text-red-800" role="alert">
          This e-mail cannot be shown: {email.renderError}
        </Card>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <TitledCard id="email-html-title" title="As shown in a mail program" spaced className="p-4 sm:p-5">
            <iframe
              title={`The e-mail “${email.subject}”`}
              sandbox=""
              srcDoc={email.html}
              referrerPolicy="no-referrer"
              className="h-[36rem] w-full rounded-md border border-stone-200 bg-stone-50"
            />
          </TitledCard>
          <TitledCard id="email-text-title" title="Plain-text version" spaced className="p-4 sm:p-5">
            {/* Focusable: a long e-mail scrolls inside its box, also with the keyboard (WCAG scrollable regions). */}
            <pre
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-stone-50 p-4 font-mono text-sm text-stone-900"
            >
              {email.text}
            </pre>
          </TitledCard>
        </div>
      )}
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
