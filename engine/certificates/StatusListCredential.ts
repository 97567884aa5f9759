/**
 * Why a list's bits are set (Bitstring Status List v1.0 §2.1 `statusPurpose`): a licence revoked
 * for good (decision 0067), or suspended for now (decision 0071). The Authority publishes one list
 * per purpose, each bit at the licence's one `statusIndex`.
 */
export type StatusPurpose = "revocation" | "suspension";

/**
 * The Authority's revocation (or suspension) list as a W3C BitstringStatusListCredential (Bitstring
 * Status List v1.0 §2.2), secured as a compact JWS with the key that signs the licences
 * (VC-JOSE-COSE's `vc+jwt`), so a copy kept on a phone can be trusted with no signal (decision 0067).
 */
export interface StatusListCredential {
  "@context": string[];
  id: string;
  type: string[];
  issuer: string;
  /** When the list was made (ISO): the page says how old the copy it judges with is. */
  validFrom: string;
  credentialSubject: { id: string; type: "BitstringStatusList"; statusPurpose: StatusPurpose; encodedList: string };
}

/** The `typ` of the list's JWS header (VC-JOSE-COSE §3.1.1), which the licences' statements never carry. */
export const STATUS_LIST_TYP = "vc+jwt";

/** §2.2: `encodedList` is Multibase, base64url without padding, whose prefix is "u". */
const MULTIBASE_BASE64URL = "u";

/** The credential of a list of `purpose` published at `url` by `issuer`, made at `validFrom`, from its gzip-compressed bits in base64url. */
export function statusListCredential(url: string, issuer: string, validFrom: string, gzippedBase64url: string, purpose: StatusPurpose = "revocation"): StatusListCredential {
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer,
    validFrom,
    credentialSubject: { id: `${url}#list`, type: "BitstringStatusList", statusPurpose: purpose, encodedList: `${MULTIBASE_BASE64URL}${gzippedBase64url}` },
  };
}

/** When a verified list of `purpose` was made and its gzip-compressed bits (base64url, the Multibase prefix removed); null for any other payload, a list of another purpose among them. */
export function readStatusListCredential(payload: unknown, purpose: StatusPurpose = "revocation"): { validFrom: string; gzippedBase64url: string } | null {
  const credential = payload as Partial<StatusListCredential> | null;
  if (!credential || typeof credential !== "object" || !Array.isArray(credential.type) || !credential.type.includes("BitstringStatusListCredential")) return null;
  const subject = credential.credentialSubject;
  if (typeof credential.validFrom !== "string" || Number.isNaN(Date.parse(credential.validFrom))) return null;
  if (!subject || subject.statusPurpose !== purpose || typeof subject.encodedList !== "string" || !subject.encodedList.startsWith(MULTIBASE_BASE64URL)) return null;
  return { validFrom: credential.validFrom, gzippedBase64url: subject.encodedList.slice(MULTIBASE_BASE64URL.length) };
}
