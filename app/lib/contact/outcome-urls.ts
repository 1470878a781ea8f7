// Where a form post without JavaScript lands: back on the contact page,
// scrolled to the panel that says what happened (contactOutcomeIds). Apart
// from endpoint.ts because it reads the contact page's path from content:
// the server needs it, the browser's bundle does not.
import { contactOutcomeIds } from "./endpoint.ts";
import { contactPagePath } from "./facts.ts";

export const contactOutcomeUrls = {
  sent: `${contactPagePath}#${contactOutcomeIds.sent}`,
  notSent: `${contactPagePath}#${contactOutcomeIds.notSent}`,
} as const;
