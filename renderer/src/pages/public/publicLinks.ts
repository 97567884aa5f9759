/**
 * Addresses the public pages, header and footer link to, kept in one place so the Authority can
 * change them without touching the pages.
 */
export const PUBLIC_FILES = {
  /** Spec 000 §2 'Static files'; generated PDFs in renderer/public/files/. */
  statutoryDeclaration: "/files/statutory-declaration-of-date-of-birth.pdf",
  securityBreachNotice: "/files/security-breach-notice.pdf",
} as const;

/**
 * The Fisheries Act, 2018: the official consolidated text is published by the Ministry of Justice
 * (Laws of Jamaica); the portal links there rather than keeping a copy that could go out of date.
 */
export const FISHERIES_ACT_URL = "https://laws.moj.gov.jm/";

/** Help Center 'opens externally' (spec 000 §2 Header): the Authority's own website. */
export const HELP_CENTER_URL = "https://www.nfa.gov.jm/";

/** The Authority's office and the data-protection contact of the footer and the privacy notice. */
export const CONTACT = {
  authority: "National Fisheries Authority",
  address: "2c Newport East, Kingston 11, St. Andrew, Jamaica",
  dpoEmail: "dpo@nfa.example",
  supportEmail: "support@nfa.example",
} as const;

/**
 * The Authority's social-media pages (spec 000 §1 'social-media links'), shown in the footer. The
 * spec names none: these are demonstration addresses on the reserved .example domain, like the
 * contact e-mails above; the Authority puts its real pages here.
 */
export const SOCIAL_MEDIA: ReadonlyArray<{ name: string; url: string }> = [
  { name: "Facebook", url: "https://facebook.example/nfajamaica" },
  { name: "Instagram", url: "https://instagram.example/nfajamaica" },
  { name: "X (Twitter)", url: "https://x.example/nfajamaica" },
  { name: "YouTube", url: "https://youtube.example/@nfajamaica" },
];
