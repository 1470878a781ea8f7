// The route table: the only place the site's URLs are declared (spec §2).
// Detail pages are generated from app/content and listed for prerendering in
// app/lib/site-paths.ts.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("conditions", "routes/conditions.tsx"),
  route("conditions/:slug", "routes/condition.tsx"),
  route("treatments", "routes/treatments.tsx"),
  route("treatments/:slug", "routes/treatment.tsx"),
  route("patients", "routes/patients.tsx"),
  route("locations", "routes/locations.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
