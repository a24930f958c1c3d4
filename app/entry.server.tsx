import "~/lib/zod-config";
import "~/i18n/catalogues.server";
import { Writable } from "node:stream";

import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider, nonceFrom } from "~/lib/nonce";
import { allowedMethods } from "~/lib/route-methods.server";
import { BookingForm } from "~/components/site/booking-form";
import { ContactForm } from "~/components/site/contact-form";
import { serverComponents } from "~/components/site/deferred";
import { LocationMap } from "~/components/site/location-map";
import { CardPayForm, MpesaPayForm } from "~/routes/_site.($lang).stay.$token/pay-forms";

// The booking form's, the contact form's and the property map's code reach the browser on demand
// (booking-form-lazy.tsx, contact-form-lazy.tsx, property-tabs.tsx) and so do the guest page's pay forms (payment-card.tsx); the server renders them in full.
serverComponents.BookingForm = BookingForm;
serverComponents.LocationMap = LocationMap;
serverComponents.ContactForm = ContactForm;
serverComponents.CardPayForm = CardPayForm;
serverComponents.MpesaPayForm = MpesaPayForm;

const ABORT_DELAY = 5_000;

/** What server.js calls in the app (start-up, jobs, shutdown, page cache, request guards): one typed object. */
export { serverEntry } from "~/server-entry.server";

/** Log unexpected server errors; visitors only ever see the friendly error page. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // A path nobody routes (404), a method a page does not take (405): the client's mistake, not a server
  // fault, so no stack trace in the log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}

/**
 * One renderer for browsers and bots: the whole page, rendered, then sent in one piece. Nothing on this
 * site streams (no deferred data: every loader answers before rendering starts), so waiting for the
 * last Suspense boundary costs nothing, while React's ~2 KB chunks written one by one cost a
 * compression pass and a packet each (a 95 KB admin list answered in half the time in one piece), and
 * an error anywhere in the page can still make it a 500. Every script it renders (Remix's, React's,
 * JSON-LD) carries this response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = nonceFrom(loadContext);
  // A method the page does not take (a POST to a page without an action, OPTIONS): say which it does.
  if (responseStatusCode === 405) {
    const routes = Object.fromEntries(
      Object.entries(remixContext.manifest.routes).map(([id, route]) => [id, { ...route, module: remixContext.routeModules[id] as never }]),
    );
    responseHeaders.set("Allow", allowedMethods(routes, new URL(request.url).pathname));
  }
  return new Promise<Response>((resolve, reject) => {
    // A render still running after ABORT_DELAY is cut short (abort is assigned just below, long before).
    const timer = setTimeout(() => abort(), ABORT_DELAY);
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer);
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html");
              resolve(new Response(endDocumentLast(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by Remix; log only those inside a boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Remix renders the scripts that hand the loaders' data to the browser beside the document, so React writes them
 * after `</html>`, where HTML allows nothing ("Stray start tag script"). Browsers put them at the end of
 * <body> anyway, so moving the document's end after them changes nothing in the page React hydrates.
 */
export function endDocumentLast(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = html.lastIndexOf(DOCUMENT_END);
  if (end < 0 || end + DOCUMENT_END.length === html.length) return html;
  return Buffer.concat([html.subarray(0, end), html.subarray(end + DOCUMENT_END.length), DOCUMENT_END]);
}
