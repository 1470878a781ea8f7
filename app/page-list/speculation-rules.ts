// The browser prerenders a page of the site when a visitor shows intent to
// open it (a hover, a touch), so the page shows at once without a client-side
// router. Browsers without speculation rules keep ordinary links.
export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;
