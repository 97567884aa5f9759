import { webcrypto } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { statusBit } from "../../engine/certificates/bitstringStatusList.ts";
import { verifyCompactJws, type JwkSet } from "../../engine/certificates/compactJws.ts";
import { readStatusListCredential, type StatusPurpose } from "../../engine/certificates/StatusListCredential.ts";
import { decodeStatusList } from "../services/statusList.ts";

/**
 * Whether entry `index` is set in the list of `purpose` as the portal publishes it now, read as
 * /verify reads it: fetched with no login, its signature checked with the published keys (decisions
 * 0067, 0071). Throws when the list does not answer 200 or its signature does not hold.
 */
export async function publishedStatusBit(app: FastifyInstance, purpose: StatusPurpose, index: number): Promise<boolean | null> {
  const response = await app.inject({ method: "GET", url: purpose === "revocation" ? "/api/verify/status-list" : "/api/verify/suspension-list" });
  if (response.statusCode !== 200) throw new Error(`the ${purpose} list answered ${response.statusCode}`);
  const keys = (await app.inject({ method: "GET", url: "/api/verify/keys" })).json<JwkSet>();
  const check = await verifyCompactJws(response.body, keys, webcrypto.subtle as SubtleCrypto);
  if (!check.ok) throw new Error(`the list's signature: ${check.reason}`);
  const read = readStatusListCredential(check.payload, purpose);
  if (!read) throw new Error(`not a ${purpose} list`);
  return statusBit(decodeStatusList(read.gzippedBase64url), index);
}
