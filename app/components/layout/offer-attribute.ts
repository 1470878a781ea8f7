/** The attribute that names the language a hidden language offer is for; the build's script reads it. */
export const offerAttribute = "data-language-offer";
