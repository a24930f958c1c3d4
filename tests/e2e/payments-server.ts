import path from "node:path";
import { rmSync } from "node:fs";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { SERVER_ADMIN, startServer, type StartedServer } from "../../scripts/measure-server";
import { startFakeDaraja, startFakeStripe, type FakeDaraja, type FakeStripe } from "../setup/payment-fakes";

/*
 * A server of a spec's own with the payment providers' keys set: loopback fakes of Stripe (its webhook pointed back
 * at the server) and Daraja, a fresh database and mailbox, and an admin signed in through the API. The shared e2e
 * server has no keys, as a site without them shows no payment at all.
 */

/** Where a spec's payments server listens and keeps its files: E2E_PORT (default 3210) + `portOffset`. */
export function paymentsServerPlace(name: string, portOffset: number) {
  const port = Number(process.env.E2E_PORT || 3210) + portOffset;
  const database = path.resolve(`tests/.tmp/e2e-${name}-${port}/app.db`);
  return { port, base: `http://127.0.0.1:${port}`, database, mail: path.join(path.dirname(database), "mail") };
}

export interface PaymentsServer {
  server: StartedServer;
  stripe: FakeStripe;
  daraja: FakeDaraja;
  /** Signed in as the server's admin. */
  admin: APIRequestContext;
  stop: () => Promise<void>;
}

export async function startPaymentsServer(place: ReturnType<typeof paymentsServerPlace>, darajaCallbackDelayMs: number): Promise<PaymentsServer> {
  const stripe = await startFakeStripe();
  const daraja = await startFakeDaraja();
  stripe.webhookUrl = `${place.base}/api/v1/payments/stripe/webhook`;
  daraja.callbackDelayMs = darajaCallbackDelayMs;
  rmSync(path.dirname(place.database), { recursive: true, force: true });
  const server = await startServer({
    port: place.port,
    databasePath: place.database,
    showErrors: true,
    env: {
      PUBLIC_URL: place.base,
      PUBLIC_FORM_LIMIT: "100000",
      WEB_CONCURRENCY: "1",
      STRIPE_SECRET_KEY: stripe.key,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      MPESA_CONSUMER_KEY: daraja.consumerKey,
      MPESA_CONSUMER_SECRET: daraja.consumerSecret,
      MPESA_SHORTCODE: daraja.shortcode,
      MPESA_PASSKEY: daraja.passkey,
      MPESA_API_URL: daraja.url,
    },
  });
  const admin = await playwrightRequest.newContext({ baseURL: place.base });
  expect((await admin.post("/api/v1/auth/login", { data: SERVER_ADMIN })).status()).toBe(200);
  return {
    server,
    stripe,
    daraja,
    admin,
    stop: async () => {
      await admin.dispose();
      await server.stop();
      await stripe.close();
      await daraja.close();
    },
  };
}
