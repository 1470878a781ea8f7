import { contentIn } from "#app/content-loader/in-language.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { conditionPath } from "#app/content-loader/site-map.ts";
import { expectNotFound, listUnderHeading, renderRoute } from "#tests/support/route-page.tsx";
import ConditionPage, { loader } from "./detail.tsx";

const { conditions } = contentIn("en");

// The module has no error boundary of its own: a missing condition shows the
// root's, inside the site's header and footer.
const route = { path: "/conditions/:slug", Component: ConditionPage, loader };

describe.each(conditions.map((condition) => [conditionPath(condition.slug), condition] as const))(
  "%s",
  (path, condition) => {
    it("shows the condition's title, summary, symptoms and questions", async () => {
      renderRoute(route, path);
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(condition.title);
      expect(screen.getByText(condition.summary)).toBeInTheDocument();
      expect(listUnderHeading("Symptoms")).toEqual(condition.symptoms);
      for (const faq of condition.faqs) expect(screen.getByText(faq.question)).toBeInTheDocument();
    });
  },
);

describe("an address with no condition behind it", () => {
  it("is answered 404 by the loader and shows the 404 page", async () => {
    await expectNotFound(route, "http://localhost/conditions/no-such-condition");
  });
});
