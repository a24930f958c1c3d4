import { describe, expect, it } from "vitest";
import { plural } from "~/components/admin/format";

describe("admin counts", () => {
  it("read as staff say them: one, many, and thousands separated", () => {
    expect(plural(1, "inquiry", "inquiries")).toBe("1 inquiry");
    expect(plural(0, "inquiry", "inquiries")).toBe("0 inquiries");
    expect(plural(12, "e-mail")).toBe("12 e-mails");
    expect(plural(100_000, "inquiry", "inquiries")).toBe("100,000 inquiries");
  });
});
