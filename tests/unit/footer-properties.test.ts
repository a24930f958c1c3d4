import { describe, expect, it } from "vitest";
import { footerPropertiesFrom } from "~/components/site/footer";

const p = (slug: string, name = slug) => ({ slug, name });

describe("footer 'Our Properties'", () => {
  it("lists the four spec properties while they are live, in the spec's order", () => {
    const live = [p("tea-estate-villa"), p("riverside-cottage"), p("forest-haven"), p("lakeside-lodge"), p("alpine-retreat")];
    expect(footerPropertiesFrom(live).map((x) => x.slug)).toEqual(["alpine-retreat", "lakeside-lodge", "forest-haven", "riverside-cottage"]);
  });

  it("never links a deleted property and tops up with other live ones", () => {
    const live = [p("alpine-retreat"), p("forest-haven"), p("tea-estate-villa"), p("hilltop-lodge"), p("extra")];
    expect(footerPropertiesFrom(live).map((x) => x.slug)).toEqual(["alpine-retreat", "forest-haven", "tea-estate-villa", "hilltop-lodge"]);
    expect(footerPropertiesFrom([])).toEqual([]);
  });
});
