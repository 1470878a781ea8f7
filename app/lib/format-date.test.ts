import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate", () => {
  it("writes an ISO date the way US readers write it", () => {
    expect(formatDate("2026-11-01")).toBe("November 1, 2026");
    expect(formatDate("2025-01-31")).toBe("January 31, 2025");
  });

  it("leaves text that is not an ISO date as it is", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("2026-13-01")).toBe("2026-13-01");
  });
});
