import { describe, expect, it } from "vitest";
import { isCacheableTarget } from "../../server/page-cache.js";
import { PUBLIC_PAGES, SEARCH_PARAMS } from "../../server/public-routes.js";

// One list of public routes: the sitemap's pages are exactly the pages the page cache may keep, each with the
// query parameters its loader reads and no other.
describe("the public routes", () => {
  it("lets the page cache keep every page the sitemap lists, as a document and as its data request", () => {
    for (const { path } of PUBLIC_PAGES) {
      expect(isCacheableTarget(path), path).toBe(true);
      const data = path === "/" ? "/_root.data?_routes=root" : `${path}.data?_routes=root`;
      expect(isCacheableTarget(data), data).toBe(true);
    }
    expect(isCacheableTarget("/experiences")).toBe(true);
  });

  it("keeps a page only with the parameters its loader reads, each once", () => {
    expect(isCacheableTarget(`/properties?${SEARCH_PARAMS.map((p) => `${p}=x`).join("&")}`)).toBe(true);
    expect(isCacheableTarget("/properties?utm_source=x")).toBe(false);
    expect(isCacheableTarget("/experiences?startDate=2027-01-01")).toBe(false);
    expect(isCacheableTarget("/properties?sort=a&sort=b")).toBe(false);
    expect(isCacheableTarget("/properties/alpine-retreat?startDate=2027-01-01&endDate=2027-01-04&guests=2")).toBe(true);
    expect(isCacheableTarget("/api/v1/properties/alpine-retreat/availability?from=2027-01-01&to=2027-02-01")).toBe(true);
    expect(isCacheableTarget("/admin")).toBe(false);
  });
});
