// The route table: the only place the site's URLs are declared (spec §2).
// Each condition and treatment gets its own static route, generated from the
// content arrays, so a slug that has no entry falls through to the 404 route
// in the browser exactly as it does on the server.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { conditions } from "./content/conditions.ts";
import { noticePaths } from "./content/navigation.ts";
import { treatments } from "./content/treatments.ts";
import { conditionPath, treatmentPath } from "./lib/site-paths.ts";

export default [
  index("routes/home.tsx"),
  route("conditions", "routes/conditions.tsx"),
  ...conditions.map((condition) =>
    route(conditionPath(condition.slug), "routes/condition.tsx", {
      id: `condition/${condition.slug}`,
    }),
  ),
  route("treatments", "routes/treatments.tsx"),
  ...treatments.map((treatment) =>
    route(treatmentPath(treatment.slug), "routes/treatment.tsx", {
      id: `treatment/${treatment.slug}`,
    }),
  ),
  route("patients", "routes/patients.tsx"),
  route("locations", "routes/locations.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  ...Object.entries(noticePaths).map(([key, path]) =>
    route(path, "routes/notice.tsx", { id: `notice/${key}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
