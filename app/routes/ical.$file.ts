import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicHostname } from "~/lib/public-url.server";
import { exportCalendar } from "~/services/calendar.server";

/** GET /ical/{token}.ics: a property's secret availability feed for Airbnb, Booking.com and Google Calendar. */
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(params.file ?? "");
  // Event UIDs name the site by its public host, never by whatever Host the request carried.
  const body = match ? await exportCalendar(match[1], publicHostname()) : null;
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
