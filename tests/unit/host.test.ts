import type http from "node:http";
import { describe, expect, it } from "vitest";
import { checkHostHeaders, namesAllowedHost, parseHost } from "../../server/host.js";

describe("parseHost", () => {
  it.each([
    ["tigoni.example", "tigoni.example", undefined],
    ["Tigoni.Example.:8443", "tigoni.example", 8443],
    ["127.0.0.1:3000", "127.0.0.1", 3000],
    ["[::1]:3000", "::1", 3000],
    ["my_service", "my_service", undefined],
  ])("reads %s", (value, hostname, port) => expect(parseHost(value)).toEqual({ hostname, port }));

  it.each(["a b", "[::1", "h%00", "", "evil.example/x", "a@b", "host:99999", "[zz::1]", "host:", ":80", "a..b"])("refuses %j", (value) =>
    expect(parseHost(value)).toBeUndefined(),
  );
});

const request = (headers: http.IncomingHttpHeaders, remoteAddress = "127.0.0.1") =>
  ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as http.IncomingMessage;
const trustNone = () => false;
const trustAll = () => true;

describe("checkHostHeaders", () => {
  it("refuses a malformed Host whoever sends it", () => {
    for (const host of ["a b", "[::1", "h%00"]) {
      expect(checkHostHeaders(request({ host }), trustNone), host).toBe(false);
      expect(checkHostHeaders(request({ host }), trustAll), host).toBe(false);
    }
  });

  it("removes forwarded host and scheme from a peer that is not a trusted proxy", () => {
    const req = request({ host: "tigoni.example", "x-forwarded-host": "evil.example:6666", "x-forwarded-proto": "https" });
    expect(checkHostHeaders(req, trustNone)).toBe(true);
    expect(req.headers["x-forwarded-host"]).toBeUndefined();
    expect(req.headers["x-forwarded-proto"]).toBeUndefined();
  });

  it("keeps a trusted proxy's first value, refuses its malformed host and drops a scheme that is not http(s)", () => {
    const req = request({ host: "app:3000", "x-forwarded-host": "tigoni.example, evil.example", "x-forwarded-proto": "HTTPS, http" });
    expect(checkHostHeaders(req, trustAll)).toBe(true);
    expect(req.headers["x-forwarded-host"]).toBe("tigoni.example");
    expect(req.headers["x-forwarded-proto"]).toBe("https");
    const odd = request({ host: "app", "x-forwarded-proto": "javascript" });
    expect(checkHostHeaders(odd, trustAll)).toBe(true);
    expect(odd.headers["x-forwarded-proto"]).toBeUndefined();
    expect(checkHostHeaders(request({ host: "app", "x-forwarded-host": "a b" }), trustAll)).toBe(false);
  });
});

describe("namesAllowedHost", () => {
  const allowed = new Set(["tigoni.example"]);
  it("allows the public host and this machine only", () => {
    for (const host of ["tigoni.example", "TIGONI.example:443", "localhost:3000", "127.0.0.1", "[::1]:80"]) {
      expect(namesAllowedHost({ host }, allowed), host).toBe(true);
    }
    for (const headers of [{ host: "evil.example" }, { host: "tigoni.example", "x-forwarded-host": "evil.example" }, {}]) {
      expect(namesAllowedHost(headers, allowed), JSON.stringify(headers)).toBe(false);
    }
  });
});
