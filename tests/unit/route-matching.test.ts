import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

// patches/@remix-run+router+*.patch keeps each route array's ranked branches and each path's matcher
// instead of rebuilding them on every request. The server loads the CommonJS build, the one
// patched: these check it still picks the route a visitor asked for, call after call.
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof Router;

type Route = Router.AgnosticRouteObject;

function routeTree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "property", path: "properties/:slug" },
        { id: "properties", path: "properties" },
        { id: "admin-new", path: "admin/properties/new" },
        { id: "admin-edit", path: "admin/properties/:id" },
        { id: "api-quote", path: "api/v1/properties/:slug/quote" },
        { id: "splat", path: "*" },
      ],
    },
  ];
}

function matchedId(routes: Route[], pathname: string) {
  const matches = router.matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  return last && { id: last.route.id, params: last.params };
}

describe("route matching (patched router)", () => {
  it("picks the most specific route, with its parameters, on every call", () => {
    const routes = routeTree();
    for (let i = 0; i < 3; i++) {
      expect(matchedId(routes, "/")).toEqual({ id: "home", params: {} });
      expect(matchedId(routes, "/properties/alpine-retreat")).toEqual({ id: "property", params: { slug: "alpine-retreat" } });
      expect(matchedId(routes, "/PROPERTIES/Lake-House/")).toEqual({ id: "property", params: { slug: "Lake-House" } });
      expect(matchedId(routes, "/admin/properties/new")?.id).toBe("admin-new");
      expect(matchedId(routes, "/admin/properties/12")).toEqual({ id: "admin-edit", params: { id: "12" } });
      expect(matchedId(routes, "/api/v1/properties/lake%20house/quote")).toEqual({ id: "api-quote", params: { slug: "lake house" } });
      expect(matchedId(routes, "/no/such/page")).toEqual({ id: "splat", params: { "*": "no/such/page" } });
    }
  });

  it("matches each route array on its own: another tree is never answered from the first one's branches", () => {
    const first = routeTree();
    expect(matchedId(first, "/properties/alpine-retreat")?.id).toBe("property");
    const second: Route[] = [{ id: "other-root", path: "", children: [{ id: "other-property", path: "properties/:name" }] }];
    expect(matchedId(second, "/properties/alpine-retreat")).toEqual({ id: "other-property", params: { name: "alpine-retreat" } });
    expect(matchedId(second, "/admin/properties/new")).toBeUndefined();
    expect(matchedId(first, "/admin/properties/new")?.id).toBe("admin-new");
  });

  it("answers a path matched before with a copy of its own: a caller that changes it changes no later answer", () => {
    const routes = routeTree();
    const first = router.matchRoutes(routes, "/properties/alpine-retreat")!;
    (first[first.length - 1]!.params as Record<string, string>).slug = "changed";
    first.pop();
    const second = router.matchRoutes(routes, "/properties/alpine-retreat")!;
    expect(second.map((m) => m.route.id)).toEqual(["root", "property"]);
    expect(second[1]!.params).toEqual({ slug: "alpine-retreat" });
    // One params object for the whole branch, as the router's own matches have.
    expect(second[0]!.params).toBe(second[1]!.params);
  });

  it("the installed router carries the patch (npm ci runs patch-package)", () => {
    const source = require("node:fs").readFileSync(require.resolve("@remix-run/router"), "utf8") as string;
    expect(source).toContain("rankedBranchesCache");
    expect(source).toContain("compiledPathCache");
    expect(source).toContain("matchesCache");
  });
});
