import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { resultFor } from "~/components/admin/form-bits";
import { adminMeta } from "~/components/admin/meta";
import { PropertyPageHeader } from "~/components/admin/page-header";
import { PriceCalendar } from "~/components/admin/price-calendar";
import { RatesForm } from "~/components/admin/rates-form";
import { AdminRouteError } from "~/components/admin/route-error";
import { backTo, dispatchIntent, submitForm, successToast } from "~/lib/forms.server";
import { RATES_TOASTS } from "~/messages";
import { ratesPageSchema } from "~/schemas/rates";
import { ratesOverview, saveRates } from "~/services/rates.server";
import { loadPageRecord, pageId } from "~/web/admin-pages.server";
import { requireUser } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Rates");

/** Any member of staff, like the property's calendar (the JSON twin is GET /api/v1/admin/properties/{id}/rates). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return loadPageRecord(params, "Property", ratesOverview);
}

/**
 * One form: the base price, rates and every season are saved together through the rates service (the
 * JSON PUT's rules and messages). Adding or removing a season without JavaScript is a Conform list
 * intent: the page comes back with the row added or removed and nothing saved.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const propertyId = pageId(params, "Property");
  const back = backTo(request);
  return dispatchIntent(request, back, {
    rates: (formData) =>
      submitForm(formData, {
        schema: ratesPageSchema,
        run: (input) => saveRates(user, propertyId, input),
        fallback: RATES_TOASTS.saveFailed,
        redirectTo: back,
        toast: successToast(RATES_TOASTS.saved),
      }),
  });
}

export default function AdminPropertyRates() {
  const { property, rates, calendar } = useLoaderData<typeof loader>();
  const lastResult = resultFor(useActionData<typeof action>(), "rates");
  return (
    <>
      <PropertyPageHeader
        property={property}
        page="rates"
        subtitle="Nightly prices, seasons, minimum stays and fees: every quote and booking of this property is priced from these"
      />
      <div className="space-y-6">
        {/* Saved rates restart the form, so what it shows is what is stored. */}
        <RatesForm key={JSON.stringify([property.price, rates])} property={property} rates={rates} lastResult={lastResult} />
        <PriceCalendar months={calendar} />
      </div>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
