import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { requireUser } from "~/web/auth-guards.server";
import { exportMessagesCsv } from "~/web/admin-lists.server";

/** GET /admin/contact-messages/export.csv?q=&status= : what the list's filter shows, every page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  // A filter the schema refuses is a 400 { message, errors } like the JSON twin (the page never links one).
  try {
    return await exportMessagesCsv(new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors);
    throw error;
  }
}
