import { contentIn } from "#app/content-loader/in-language.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { treatmentPath } from "#app/content-loader/site-map.ts";
import { expectNotFound, listUnderHeading, renderRoute } from "#tests/support/route-page.tsx";
import TreatmentPage, { loader } from "./detail.tsx";

const { treatments } = contentIn("en");

// The module has no error boundary of its own: a missing treatment shows the
// root's, inside the site's header and footer.
const route = { path: "/treatments/:slug", Component: TreatmentPage, loader };

describe.each(treatments.map((treatment) => [treatmentPath(treatment.slug), treatment] as const))(
  "%s",
  (path, treatment) => {
    it("shows the treatment's title, summary, who it is for and questions", async () => {
      renderRoute(route, path);
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(treatment.title);
      expect(screen.getByText(treatment.summary)).toBeInTheDocument();
      expect(listUnderHeading("Who it is for")).toEqual(treatment.whoFor);
      for (const faq of treatment.faqs) expect(screen.getByText(faq.question)).toBeInTheDocument();
    });
  },
);

describe("an address with no treatment behind it", () => {
  it("is answered 404 by the loader and shows the 404 page", async () => {
    await expectNotFound(route, "http://localhost/treatments/no-such-treatment");
  });
});
