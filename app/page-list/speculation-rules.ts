// The browser prerenders a page of the site as soon as a visitor shows intent
// to open it (hovering a link for a moment, or starting to touch it), so that
// following the link shows the page at once, without a client-side router.
// Browsers without speculation rules ignore them: links stay ordinary links.
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
