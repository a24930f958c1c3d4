import { describe, expect, it } from "vitest";
import { slugify } from "~/schemas/property";

describe("slugify (lowercase, non-word characters removed, words joined by hyphens)", () => {
  it.each([
    ["Alpine Retreat", "alpine-retreat"],
    ["  Lakeside   Lodge  ", "lakeside-lodge"],
    ["Forest Haven!", "forest-haven"],
    ["Riverside Cottage & Spa", "riverside-cottage-spa"],
    ["Mount Kenya View #2", "mount-kenya-view-2"],
    ["Café Élégant", "cafe-elegant"],
    ["tea_estate-villa", "tea-estate-villa"],
    ["--Hill--Top--", "hill-top"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("never returns an empty slug", () => {
    expect(slugify("!!!")).toBe("property");
  });
});
