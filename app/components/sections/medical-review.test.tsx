import { describe, expect, it } from "vitest";
import { formatReviewDate } from "./medical-review.tsx";

describe("formatReviewDate", () => {
  it("writes an ISO date the way US readers write it", () => {
    expect(formatReviewDate("2026-11-01")).toBe("November 1, 2026");
    expect(formatReviewDate("2025-01-31")).toBe("January 31, 2025");
  });
});
