/**
 * A phone number or an e-mail address as a person reads it, and the tel: or
 * mailto: link that dials or writes to it. The office's phone and e-mail
 * (app/content-loader/practice.ts, `officeContact`) have this shape.
 */
export type DisplayLink = { display: string; href: string };
