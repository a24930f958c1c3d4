import { apiRoute, jsonResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { apiPageQuery, pageHeaders } from "~/lib/paging.server";
import { EMAIL_STATUSES, type EmailStatus } from "~/models/email.server";
import { EMAIL_API_MESSAGES } from "~/messages";
import { requireApiUser } from "~/web/auth-guards.server";
import { listOutbox } from "~/services/emails.server";

/** The e-mail outbox, newest first (all staff roles). Optional ?status=queued|sent|failed, ?limit= (1-500, default 100) and ?page=; X-Total-Count and Link headers. */
const handler = apiRoute({
  GET: async ({ request }) => {
    await requireApiUser(request);
    const url = new URL(request.url);
    const search = url.searchParams;
    const raw = search.get("status");
    if (raw !== null && raw !== "" && !(EMAIL_STATUSES as readonly string[]).includes(raw)) {
      throw new HttpError(400, EMAIL_API_MESSAGES.badStatus, { status: [EMAIL_API_MESSAGES.badStatus] });
    }
    const result = await listOutbox({ status: (raw || undefined) as EmailStatus | undefined, ...apiPageQuery(search) });
    return jsonResponse(result.items, { headers: pageHeaders(result, url) });
  },
});
export const loader = handler;
export const action = handler;
