/**
 * A term of the type inside a text of the definition (decision 0061): `{{thing}}`, or
 * `{{Thing|Licence}}` with a default for the types that do not define it. A capital first letter
 * asks for the term with a capital first letter ("Expedite Certificate"); a lower one for it as
 * the type writes it ("cancellation of the certificate").
 */
export const TERM = /\{\{([A-Za-z][A-Za-z0-9_]*)(?:\|([^{}]*))?\}\}/g;

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One text with its terms filled: the type's own word, else the default; a term with neither stays as written (the lint names it). */
export function fillText(text: string, terms: Readonly<Record<string, string>>): string {
  if (!text.includes("{{")) return text;
  return text.replace(TERM, (whole, name: string, fallback: string | undefined) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const own = Object.prototype.hasOwnProperty.call(terms, key) ? terms[key] : undefined;
    if (own !== undefined) return name.charAt(0) === name.charAt(0).toUpperCase() ? capital(own) : own;
    return fallback ?? whole;
  });
}

/**
 * Every text of a resolved definition with the type's terms filled in (`terms`), so a shared
 * fragment (the payment form, the expedite fee, the declaration) speaks of the type's own thing:
 * "Expedite Certificate" on a certificate, "Expedite Licence" where the default stands.
 */
export function fillTerms<T>(value: T, terms: Readonly<Record<string, string>>): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return fillText(node, terms);
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, walk(v)]));
  };
  return walk(value) as T;
}
