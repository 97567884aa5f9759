import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from "node:crypto";
import { compactJws, jwsSigningInput, type JwkSet, type JwsHeader, type PublicJwk } from "../../engine/certificates/compactJws.ts";
import type { Config } from "../config.ts";

/** Signs the Authority's compact JWS (licence statements, the revocation list) and publishes its keys (decision 0067). */
export interface CredentialSigner {
  /** The current key's id: the start of its RFC 7638 thumbprint. */
  kid: string;
  /** A compact JWS of `payload`, EdDSA with the current key; `typ` goes into the header when given. */
  sign(payload: object, typ?: string): string;
  /** The JWK Set GET /api/verify/keys publishes: the current key first, then the earlier ones. */
  keys: JwkSet;
}

/**
 * A key's id: the first 8 characters of its RFC 7638 JWK thumbprint (SHA-256 of its required
 * members in order), enough to tell a handful of keys apart and short in the QR code.
 */
export function keyId(x: string): string {
  const thumbprint = createHash("sha256").update(JSON.stringify({ crv: "Ed25519", kty: "OKP", x })).digest("base64url");
  return thumbprint.slice(0, 8);
}

const jwkOf = (x: string): PublicJwk => ({ kty: "OKP", crv: "Ed25519", x, kid: keyId(x), alg: "EdDSA", use: "sig" });

/**
 * The signer of `config.credentialSigningKey`, or null when there is none (a shared PostgreSQL
 * database without CREDENTIAL_SIGNING_KEY). Throws at start for a key that is not Ed25519.
 */
export function credentialSigner(config: Pick<Config, "credentialSigningKey" | "credentialPreviousKeys">): CredentialSigner | null {
  if (!config.credentialSigningKey) return null;
  const privateKey: KeyObject = createPrivateKey(config.credentialSigningKey);
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error(`CREDENTIAL_SIGNING_KEY must be an Ed25519 private key, not ${privateKey.asymmetricKeyType ?? "a secret key"}`);
  const x = createPublicKey(privateKey).export({ format: "jwk" }).x as string;
  const current = jwkOf(x);
  const previous = config.credentialPreviousKeys.filter((key) => key !== x).map(jwkOf);
  return {
    kid: current.kid,
    keys: { keys: [current, ...previous] },
    sign(payload, typ) {
      const header: JwsHeader = typ ? { alg: "EdDSA", kid: current.kid, typ } : { alg: "EdDSA", kid: current.kid };
      const input = jwsSigningInput(header, payload);
      return compactJws(input, sign(null, Buffer.from(input), privateKey));
    },
  };
}
