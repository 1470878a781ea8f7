// The practice facts the server needs, read from content, where each is
// written once: the site's public address (a post from it is never
// cross-site), the office phone its error answers name, and how long messages
// are kept (the inbox purge's default), and the contact page's path, where a
// post without JavaScript lands. The only file of this folder that
// reads content, so the server reaches content through here alone.
import { clinic } from "#app/content/clinic.ts";
import { mainPages } from "#app/content/site-map.ts";

export { messageRetentionDays } from "#app/content/contact.ts";

export const siteOrigin = clinic.url;

export const officePhone = clinic.phone.display;

export const contactPagePath = mainPages.contact.path;
