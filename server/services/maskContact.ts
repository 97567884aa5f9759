/**
 * Masks an email for the login picker (decision 0012): the first letter of the name and of the
 * domain, then the domain's ending, e.g. fisher@example.com as f***@e***.com. Enough for a person
 * to tell their own addresses apart, too little to write to anyone.
 */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const ending = dot > 0 ? domain.slice(dot) : "";
  return `${email[0]}***@${domain[0] ?? ""}***${ending}`;
}

/** Masks a telephone number for the login picker: only its last four digits, e.g. ***-***-0142 (decision 0012). */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : "***";
}
