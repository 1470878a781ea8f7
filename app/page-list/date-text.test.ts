import { describe, expect, it } from "vitest";
import { dateText } from "./date-text.ts";

describe("dateText", () => {
  it("writes an ISO date the way US readers write it", () => {
    expect(dateText("2026-11-01")).toEqual({ iso: "2026-11-01", text: "November 1, 2026" });
    expect(dateText("2025-01-31").text).toBe("January 31, 2025");
  });

  it("writes it as readers of each of the site's languages do", () => {
    // Russian keeps the day with its month and the year with "г." on one line.
    expect(dateText("2026-11-01", "ru").text).toBe("1\u00a0ноября 2026\u00a0г.");
    expect(dateText("2026-11-01", "es").text).toBe("1 de noviembre de 2026");
    expect(dateText("2026-11-01", "zh").text).toBe("2026年11月1日");
  });

  it("refuses text that is not an ISO date, so a typo fails the build", () => {
    expect(() => dateText("soon")).toThrow('Not an ISO date: "soon"');
    expect(() => dateText("2026-13-01")).toThrow();
  });
});
