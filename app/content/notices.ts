// The notices a US practice that bills Medicare and Medicaid posts on its
// website (the project's content brief, outside this repository): the HIPAA Notice of Privacy Practices, the Section 1557
// notice of nondiscrimination with its language taglines, the accessibility
// statement, the website privacy policy, and the No Surprises Act's Good Faith
// Estimate notice for uninsured and self-pay patients. Practice facts come from
// content/practice/en/facts.yaml and the retention periods from clinic.ts, as
// placeholders, so a notice cannot disagree with the rest of the site.
//
// The words of each notice are in content/notices/<language>/<key>.yaml, its
// shape is its schema's (collection-schemas.ts, `noticeFile`). Every notice is a
// draft in plain language, written for this practice (TEMPLATE): the
// practice's counsel confirms each one before launch, and each comment marked
// TEMPLATE in those files names a point that needs a decision or a check.
import type { Notice } from "./collections.ts";
import { contentIn } from "./in-language.ts";

export type { Notice };

/** The notices, from content/notices/en/ (collections.ts), by their keys in site-map.ts. */
export const notices = contentIn("en").notices;
