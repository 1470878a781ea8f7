// Every address of the site and the module that renders it. English pages
// have no prefix; the same pages in Russian, Spanish and Chinese are under
// /ru, /es and /zh. The build prerenders each page of the list of pages
// (app/page-list/page-list.ts): a condition or treatment in the content is a page
// of its `:slug` route, and a loader answers 404 for a slug no page has.
// app/routes.test.ts holds this table and the site map
// (app/content-loader/site-map.ts) to each other.
import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { languages } from "./content-loader/translated.ts";

/** One language's pages; each route's id starts with the language ("ru/about"), but English's. */
function pages(language: string) {
  const id = (name: string) => ({ id: language === "en" ? name : `${language}/${name}` });
  return [
    index("routes/home.tsx", id("home")),
    route("conditions", "routes/card-index.tsx", id("conditions")),
    route("conditions/:slug", "routes/detail.tsx", id("condition")),
    route("treatments", "routes/card-index.tsx", id("treatments")),
    route("treatments/:slug", "routes/detail.tsx", id("treatment")),
    route("patients", "routes/patients.tsx", id("patients")),
    route("locations", "routes/locations.tsx", id("locations")),
    route("about", "routes/about.tsx", id("about")),
    route("contact", "routes/contact.tsx", id("contact")),
    // What a patient prints and keeps.
    route("patients/help-card", "routes/help-card.tsx", id("help-card")),
    route("patients/first-visit", "routes/diary.tsx", id("first-visit")),
    // For a physician who refers a patient.
    route("referring-physicians", "routes/referring-physicians.tsx", id("referring-physicians")),
    route("patients/diary", "routes/diary.tsx", id("diary")),
    // The legal notices: one template, each notice at its own address.
    route("privacy-practices", "routes/notice.tsx", id("notice/privacy-practices")),
    route("nondiscrimination", "routes/notice.tsx", id("notice/nondiscrimination")),
    route("accessibility", "routes/notice.tsx", id("notice/accessibility")),
    route("privacy", "routes/notice.tsx", id("notice/privacy")),
    route("good-faith-estimate", "routes/notice.tsx", id("notice/good-faith-estimate")),
    // Any other address: the 404 page (prerendered at /404, /ru/404, …).
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
}

export default languages.flatMap((language) =>
  language === "en" ? pages(language) : prefix(language, pages(language)),
) satisfies RouteConfig;
