import { fromBase64url } from "../../../engine/certificates/base64url.ts";
import { verifyCompactJws, type JwkSet } from "../../../engine/certificates/compactJws.ts";
import { readStatusListCredential, STATUS_LIST_TYP, type StatusPurpose } from "../../../engine/certificates/StatusListCredential.ts";

/** A revocation list whose signature holds: when it was made and its bits. */
export interface StatusList {
  validFrom: string;
  bits: Uint8Array;
}

/** GZIP undone by the browser's own DecompressionStream: no library in the page. */
async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const body = new Response(bytes).body;
  if (!body) throw new Error("no stream");
  return new Uint8Array(await new Response(body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

/**
 * The revocation list (or, by `purpose`, the suspension list: decision 0071) in the signed JWS the
 * server published (decision 0067), checked against the Authority's keys: null when its signature
 * does not hold, it is not a status list of that purpose, or its bits cannot be read. A list
 * changed on the phone is refused like a forged one.
 */
export async function readStatusList(jws: string, keys: JwkSet, purpose: StatusPurpose = "revocation"): Promise<StatusList | null> {
  const check = await verifyCompactJws(jws, keys, crypto.subtle);
  if (!check.ok || check.header.typ !== STATUS_LIST_TYP) return null;
  const credential = readStatusListCredential(check.payload, purpose);
  const gzipped = credential && fromBase64url(credential.gzippedBase64url);
  if (!credential || !gzipped) return null;
  try {
    return { validFrom: credential.validFrom, bits: await gunzip(gzipped) };
  } catch {
    return null;
  }
}
