import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { requireUser } from "~/web/auth-guards.server";
import { exportReportCsv } from "~/web/reports.server";

/** GET /admin/reports/export.csv?table=months|properties|stays|payments&period=&from=&to=&propertyId= : one report table. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    return await exportReportCsv(new URL(request.url).searchParams, user);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors);
    throw error;
  }
}
