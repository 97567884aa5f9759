import type { CertificateView } from "./certificates.ts";

/** The holder's name in one line, as frozen on the certificate (first, middle, last). */
export const holderName = (c: CertificateView): string => [c.propertiesMap.FLIS_NameofApplicant, c.propertiesMap.FLIS_NameofApplicantMiddle, c.propertiesMap.FLIS_NameofApplicantLast].filter(Boolean).join(" ");
