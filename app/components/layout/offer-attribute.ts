/** The attribute that names the language a hidden language offer is for; the build's script reads it. */
export const offerAttribute = "data-language-offer";

/**
 * The longest the script waits, after the page's load, for the browser to be
 * idle before it decides on an offer: a browser busy for longer decides then.
 */
export const offerIdleTimeoutMs = 2000;
