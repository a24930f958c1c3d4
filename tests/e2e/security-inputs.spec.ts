import http from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { ADMIN } from "./helpers";
import { signInApi } from "./fixtures";

// Request guards against the production build: bodies, cross-site requests and redirects as a client sends them.

const NOT_A_FORM = "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data";
const CROSS_SITE = "Cross-site requests are not allowed. Please use the form on this site.";

/** Stream `total` bytes of a URL-encoded form; resolve once the server answers (it may stop reading early). */
function bigPost(path: string, total: number): Promise<{ status: number; body: string; ms: number; sent: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseURL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": total },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(256 * 1024, "a");
    chunk.write("message=");
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(parts).toString(), ms: Date.now() - started, sent }));
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const size = Math.min(chunk.length, total - sent);
        sent += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test.describe("page actions and hostile bodies", () => {
  for (const path of ["/contact", "/", "/admin/login", "/admin/properties"]) {
    test(`${path} answers non-form bodies with 415/400, never 500`, async ({ request }) => {
      const text = await request.post(path, { headers: { "Content-Type": "text/plain" }, data: "hello" });
      expect(text.status()).toBe(415);
      expect(await text.text()).toBe(NOT_A_FORM);
      const json = await request.post(path, { headers: { "Content-Type": "application/json" }, data: '{"name":"x"}' });
      expect(json.status()).toBe(415);
      const none = await request.post(path, { data: Buffer.from("hello") });
      expect(none.status()).toBe(415);
      const broken = await request.post(path, {
        headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
        data: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
      });
      expect(broken.status()).toBe(400);
    });
  }

  test("a 100 MB form post to /contact is refused with 413 at once and nothing is echoed", async () => {
    const res = await bigPost("/contact", 100 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.body).toBe("Request body is too large");
    test.info().annotations.push({ type: "figure", description: `100 MB POST /contact: 413 after ${res.ms} ms, ${res.sent} bytes written` });
  });

  test("a normal contact form post still works", async ({ request }) => {
    const res = await request.post("/contact", {
      form: { name: "Amani Tester", email: "amani@example.com", subject: "Hello there", message: "A question about the lake cabin." },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
  });
});

test.describe("cross-site requests", () => {
  test("a cross-site POST /api/v1/auth/logout is refused and the session stays", async ({ request }) => {
    await signInApi(request);
    const res = await request.post("/api/v1/auth/logout", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      data: "",
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ message: CROSS_SITE });
    expect((await request.get("/api/v1/auth/me")).status()).toBe(200);
    // The same request from this site (or a client that sends no Origin) still signs out.
    expect((await request.post("/api/v1/auth/logout")).status()).toBe(200);
    expect((await request.get("/api/v1/auth/me")).status()).toBe(401);
  });

  test("a form on another site posting to the admin login gets a clear 403, not a 500", async ({ page }) => {
    await page.route("http://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Evil</title><form method="post" action="${baseURL}/admin/login">
          <input name="username" value="${ADMIN.username}"><input name="password" value="x"><button>Go</button></form>`,
      }),
    );
    await page.goto("http://evil.example/");
    const [response] = await Promise.all([page.waitForResponse(`${baseURL}/admin/login`), page.getByRole("button", { name: "Go" }).click()]);
    expect(response.status()).toBe(403);
    await expect(page.getByText(CROSS_SITE)).toBeVisible();
  });
});

test("signed in, /admin/login?redirectTo=/%09/evil.example stays on the site", async ({ request }) => {
  await signInApi(request);
  for (const hostile of ["/%09/evil.example", "/%0D%0A/evil.example", "/%00/x", "/%E3%80%80/evil.example"]) {
    const res = await request.get(`/admin/login?redirectTo=${hostile}`, { maxRedirects: 0 });
    expect(res.status(), hostile).toBe(302);
    expect(res.headers()["location"], hostile).toBe("/admin/dashboard");
  }
});
