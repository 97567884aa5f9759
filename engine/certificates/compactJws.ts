import { fromBase64url, toBase64url } from "./base64url.ts";

/** An Ed25519 public key as a JWK (RFC 8037): what GET /api/verify/keys publishes, one per key id. */
export interface PublicJwk {
  kty: "OKP";
  crv: "Ed25519";
  /** The 32-byte public key, base64url. */
  x: string;
  kid: string;
  alg: "EdDSA";
  use: "sig";
}

/** A JWK Set (RFC 7517 §5): the Authority's current key and those it signed with before. */
export interface JwkSet {
  keys: PublicJwk[];
}

/** The protected header of the Authority's compact JWS: EdDSA, the key's id, and `typ` on the status list only. */
export interface JwsHeader {
  alg: "EdDSA";
  kid: string;
  typ?: string;
}

/** Why a compact JWS was refused: not three base64url parts of JSON, signed by no published key, or a signature that does not hold. */
export type JwsRefusal = "malformed" | "unknown-key" | "signature";

/** The outcome of checking a compact JWS: its header and payload when the signature holds. */
export type JwsCheck = { ok: true; header: JwsHeader; payload: unknown } | { ok: false; reason: JwsRefusal };

const json = (value: object) => toBase64url(new TextEncoder().encode(JSON.stringify(value)));

/** The JWS Signing Input (RFC 7515 §5.1): base64url(header) "." base64url(payload), the text the signature is over. */
export const jwsSigningInput = (header: JwsHeader, payload: object): string => `${json(header)}.${json(payload)}`;

/** A compact JWS from its signing input and the signature's bytes. */
export const compactJws = (signingInput: string, signature: Uint8Array): string => `${signingInput}.${toBase64url(signature)}`;

function parsePart(part: string): unknown {
  const bytes = fromBase64url(part);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Checks a compact JWS signed with Ed25519 by one of `keys` (the key named by its `kid`), with the
 * WebCrypto given: the browser's `crypto.subtle`, or Node's in the tests. Only `alg: "EdDSA"` is
 * accepted, whatever the header says otherwise (no "none", no algorithm chosen by the sender).
 */
export async function verifyCompactJws(text: string, keys: JwkSet, subtle: SubtleCrypto): Promise<JwsCheck> {
  const parts = text.trim().split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [headerPart = "", payloadPart = "", signaturePart = ""] = parts;
  const header = parsePart(headerPart) as Partial<JwsHeader> | undefined;
  const payload = parsePart(payloadPart);
  const signature = fromBase64url(signaturePart);
  if (!header || typeof header !== "object" || header.alg !== "EdDSA" || typeof header.kid !== "string" || payload === undefined || !signature || signature.length !== 64) return { ok: false, reason: "malformed" };
  const jwk = keys.keys.find((key) => key.kid === header.kid && key.kty === "OKP" && key.crv === "Ed25519");
  if (!jwk) return { ok: false, reason: "unknown-key" };
  try {
    const key = await subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: jwk.x }, { name: "Ed25519" }, false, ["verify"]);
    const holds = await subtle.verify({ name: "Ed25519" }, key, signature, new TextEncoder().encode(`${headerPart}.${payloadPart}`));
    return holds ? { ok: true, header: header as JwsHeader, payload } : { ok: false, reason: "signature" };
  } catch {
    // A published key WebCrypto cannot import is no key the statement can be checked against.
    return { ok: false, reason: "signature" };
  }
}
