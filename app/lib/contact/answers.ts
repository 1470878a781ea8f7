// What the server answers when it turns a message away. The form shows the
// text as it comes; a refused field's own problem comes from schema.ts.
import { officePhone } from "./facts.ts";
import { contactLimits, withThousands } from "./limits.ts";

export const contactAnswers = {
  tooLarge: `The message is too large. Please shorten it to ${withThousands(contactLimits.message)} characters or fewer.`,
  mediaType: "The form must be sent as JSON or as a web form.",
  encoded: "The form must be sent uncompressed.",
  crossOrigin: "Messages can only be sent from this website's own contact form.",
  tooMany:
    "Too many messages were sent from your connection. Please wait a minute and try again, or call us.",
  server:
    "We could not save your message because of a problem on our side. Please try again, or call us.",
  notStored: `Your message was not sent: we could not store it because of a problem on our side. Please call us at ${officePhone}, or try again later.`,
} as const;
