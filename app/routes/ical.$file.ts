import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCalendar } from "~/services/calendar.server";

/** GET /ical/{token}.ics: a property's secret availability feed for Airbnb, Booking.com and Google Calendar. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(params.file ?? "");
  const url = new URL(request.url);
  const body = match ? await exportCalendar(match[1], url.hostname) : null;
  if (body === null)
    return new Response("Calendar not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="availability.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
