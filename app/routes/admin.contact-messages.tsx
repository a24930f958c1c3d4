import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { ExportLink, FilterForm, FilterTabs, SearchFilter, cleanQuery } from "~/components/admin/list-filters";
import { messageQueryForPage } from "~/web/admin-lists.server";
import { messageListQuerySchema } from "~/schemas/admin-list-query";
import { formConstraint } from "~/lib/forms";

const QUERY_CONSTRAINT = formConstraint(messageListQuerySchema);
import { CheckCheck, Mail, RotateCcw } from "~/components/ui/lucide-sprite";
import { MessageBadge } from "~/components/admin/badges";
import { IntentFields } from "~/components/admin/form-bits";
import { plural } from "~/components/admin/format";
import { useHere } from "~/components/admin/use-here";
import { pageParam } from "~/lib/paging.server";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { CardList, ListCard } from "~/components/admin/card-list";
import { backTo, formId, redirectAfter } from "~/lib/forms.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button } from "~/components/ui/button";
import { parseWith } from "~/lib/api.server";
import { requireUser } from "~/web/auth-guards.server";
import { countUnreadMessages, listContactMessages, type ContactMessage } from "~/models/message.server";
import { ADMIN_TOASTS } from "~/messages";
import { messageResolvedSchema } from "~/schemas/message-resolved";
import { formatAdminDateTime } from "~/lib/dates";
import { resolveMessage } from "~/services/messages.server";

export const meta = () => adminMeta("Contact Messages");

const PAGE_SIZE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  // One schema for the page, the CSV and the API (?q= and ?status=resolved|unresolved; ?unread=true still works).
  const { query, errors } = messageQueryForPage(url.searchParams);
  const page = pageParam(url);
  const [result, unread] = await Promise.all([listContactMessages({ ...query, page, pageSize: PAGE_SIZE }), countUnreadMessages()]);
  return {
    query,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])) as Record<string, string>,
    unreadOnly: query.status === "unresolved",
    messages: result.items,
    total: result.total,
    unread,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** Mark resolved / unresolved; back to the same filter and page with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  return redirectAfter(
    backTo(request),
    async () => {
      const id = formId(formData.get("id"), "Contact message");
      const { resolved } = parseWith(messageResolvedSchema, { resolved: formData.get("resolved") });
      await resolveMessage(user, id, resolved);
      return resolved ? ADMIN_TOASTS.messageResolved : ADMIN_TOASTS.messageUnresolved;
    },
    ADMIN_TOASTS.messageFailed,
  );
}

function ResolveButton({ message }: { message: ContactMessage }) {
  const fetcher = useFetcher({ key: `message-resolve-${message.id}` });
  const here = useHere();
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={here}>
      <IntentFields intent="resolve" id={message.id} />
      <input type="hidden" name="resolved" value={message.resolved ? "false" : "true"} />
      <Button type="submit" size="sm" variant={message.resolved ? "outline" : "primary"} disabled={pending}>
        {message.resolved ? <RotateCcw aria-hidden className="h-4 w-4" /> : <CheckCheck aria-hidden className="h-4 w-4" />}
        {message.resolved ? "Mark unresolved" : "Mark resolved"}
        <span className="sr-only"> message from {message.name}</span>
      </Button>
    </fetcher.Form>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  return (
    <ListCard
      headingId={`message-${message.id}`}
      className={`p-5 ${message.resolved ? "" : "border-l-4 border-l-gold-400"}`}
      data-testid="message"
      title={message.subject}
      reference={
        <>
          , message #{message.id} from {message.name}
        </>
      }
      subtitle={
        <>
          <p className="text-sm text-stone-700">
            From <span className="font-medium">{message.name}</span>{" "}
            <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1 break-all text-forest-800 hover:underline">
              <Mail aria-hidden className="h-3.5 w-3.5" />
              {message.email}
            </a>
          </p>
          <p className="text-xs text-stone-600">Received {formatAdminDateTime(message.createdAt)}</p>
        </>
      }
      badge={<MessageBadge resolved={message.resolved} />}
      status={
        message.resolved && message.resolvedAt
          ? `Resolved by ${message.resolvedBy ?? "unknown"} on ${formatAdminDateTime(message.resolvedAt)}`
          : "Waiting for a reply"
      }
      action={<ResolveButton message={message} />}
    >
      <p className="mt-4 whitespace-pre-line rounded-md bg-stone-50 p-3 text-sm text-stone-800">{message.message}</p>
    </ListCard>
  );
}

export default function AdminContactMessages() {
  const { query, errors, messages, total, unread, page, pageSize } = useLoaderData<typeof loader>();
  const tabHref = (status?: string) => `/admin/contact-messages${cleanQuery(new URLSearchParams({ q: query.q ?? "", status: status ?? "" }))}`;
  const filterQuery = cleanQuery(new URLSearchParams({ q: query.q ?? "", status: query.status ?? "" }));
  const tabs = [
    { status: undefined, label: "All messages" },
    { status: "unresolved", label: `Unread (${unread})` },
    { status: "resolved", label: "Resolved" },
  ] as const;
  const what = query.status === "unresolved" ? "unread message" : query.status === "resolved" ? "resolved message" : "message";
  return (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle="Messages sent from the contact page"
        actions={<ExportLink href={`/admin/contact-messages/export.csv${filterQuery}`}>Export CSV</ExportLink>}
      />
      <FilterTabs
        label="Filter contact messages"
        className="mb-4"
        tabs={tabs.map((tab) => ({ to: tabHref(tab.status), label: tab.label, active: query.status === tab.status }))}
      />
      <FilterForm
        inline
        label="Search contact messages"
        clearHref="/admin/contact-messages"
        active={Boolean(query.q || query.status) || Object.keys(errors).length > 0}
      >
        <SearchFilter
          id="message-q"
          value={query.q}
          placeholder="Name, e-mail or subject"
          maxLength={QUERY_CONSTRAINT.q?.maxLength}
          error={errors.q ?? errors.status}
        />
        {/* The tabs above choose resolved / unresolved; a search keeps the tab's choice. */}
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      </FilterForm>
      <p className="mb-4 text-sm text-stone-600" aria-live="polite">
        {plural(total, what)}
        {query.q ? ` matching “${query.q}”` : ""}, newest first.
      </p>
      <CardList
        items={messages}
        empty={
          query.q
            ? "No contact messages match this search."
            : query.status === "unresolved"
              ? "No unread messages. Everything has been answered."
              : query.status === "resolved"
                ? "No resolved messages yet."
                : "No contact messages yet."
        }
        render={(m) => <MessageCard key={m.id} message={m} />}
        page={page}
        pageSize={pageSize}
        total={total}
        label="Contact message pages"
      />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
