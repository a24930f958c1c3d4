import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "../../server/canonical-path.js";

describe("trailing slash redirect target", () => {
  it.each([
    ["/about/", "/about"],
    ["/about/?x=1&y=%2F", "/about?x=1&y=%2F"],
    ["/properties/alpine-retreat//", "/properties/alpine-retreat"],
    ["/a%20b/", "/a%20b"],
    ["//", "/"],
  ])("%s → %s", (from, to) => expect(withoutTrailingSlash(from)).toBe(to));

  it.each(["/", "/about", "/about?next=/x/", "/properties/alpine-retreat", "http://example.com/about/", "*"])("leaves %s alone", (target) =>
    expect(withoutTrailingSlash(target)).toBeNull(),
  );

  it.each(["//evil.example/", "///evil.example/", "/\\evil.example/", "/\\/evil.example/?a=b"])("never sends %s to another host", (target) => {
    const location = withoutTrailingSlash(target)!;
    expect(location).toMatch(/^\/[^/\\]/);
    expect(new URL(location, "https://stay.example.com").host).toBe("stay.example.com");
  });
});
