import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { requireUser } from "~/web/auth-guards.server";
import { exportPaymentsCsv } from "~/web/admin-lists.server";

/** GET /admin/payments/export.csv?method=&status=&kind=&from=&to= : what the Payments list's filter shows, every page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  try {
    return await exportPaymentsCsv(new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors);
    throw error;
  }
}
