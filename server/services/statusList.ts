import { gunzipSync, gzipSync } from "node:zlib";
import type { Knex } from "knex";
import { fromBase64url, toBase64url } from "../../engine/certificates/base64url.ts";
import { newBitstring, setStatusBit, statusListCapacity } from "../../engine/certificates/bitstringStatusList.ts";
import { STATUS_LIST_TYP, statusListCredential, type StatusPurpose } from "../../engine/certificates/StatusListCredential.ts";
import type { CredentialSigner } from "./credentialSigner.ts";
import { takenStatusIndexes } from "./statusListIndex.ts";
import { suspensionView } from "./suspensionInForce.ts";

/** Where the revocation list is published, under PUBLIC_URL: the `id` of its credential. */
export const STATUS_LIST_PATH = "/api/verify/status-list";
/** Where the suspension list is published (decision 0071), beside it. */
export const SUSPENSION_LIST_PATH = "/api/verify/suspension-list";
const PATHS: Record<StatusPurpose, string> = { revocation: STATUS_LIST_PATH, suspension: SUSPENSION_LIST_PATH };

interface ListedRow {
  status_list_index: number | string;
  revoked_at: unknown;
  suspended_at: unknown;
  suspended_until: string | null;
}

/** Whether a licence's bit is set in the list of `purpose` on `today`: revoked, or suspended that day. */
const setIn = (purpose: StatusPurpose, row: ListedRow, today: string): boolean => (purpose === "revocation" ? Boolean(row.revoked_at) : suspensionView(row, today) !== null);

/** The bits of a list of at least `entries` entries with each of `revoked` set, gzip-compressed and in base64url (W3C Bitstring Status List §2.2). */
export function encodeStatusList(revoked: number[], entries: number): string {
  const bits = newBitstring(Math.max(entries, ...revoked.map((index) => index + 1)));
  for (const index of revoked) setStatusBit(bits, index);
  return toBase64url(gzipSync(bits));
}

/** The bits of an encoded list (the tests' reading of what /verify reads with DecompressionStream). */
export function decodeStatusList(gzippedBase64url: string): Uint8Array {
  const bytes = fromBase64url(gzippedBase64url);
  if (!bytes) throw new Error("not base64url");
  return new Uint8Array(gunzipSync(bytes));
}

/**
 * The Authority's revocation list (decision 0067), or its suspension list (decision 0071), as
 * published now: a BitstringStatusListCredential made at `now`, a bit set for each certificate
 * revoked (or suspended on `today`, the portal's day; and, in the revocation list, each entry a
 * transferred licence left behind), as a compact JWS signed with the licences'
 * key, so /verify may keep it and trust it with no signal. As long as the most entries ever handed out.
 */
export async function statusListJws(knex: Knex, signer: CredentialSigner, publicUrl: string, now: Date, purpose: StatusPurpose, today: string): Promise<string> {
  const rows = (await knex("issued_certificates").whereNotNull("status_list_index").select("status_list_index", "revoked_at", "suspended_at", "suspended_until")) as ListedRow[];
  // An entry a transferred licence left behind (migration 0029) stays revoked: the previous holder's printed copy.
  const { retired } = await takenStatusIndexes(knex);
  const set = [...rows.filter((row) => setIn(purpose, row, today)).map((row) => Number(row.status_list_index)), ...(purpose === "revocation" ? retired : [])];
  const credential = statusListCredential(`${publicUrl}${PATHS[purpose]}`, publicUrl, now.toISOString().replace(/\.\d{3}Z$/, "Z"), encodeStatusList(set, statusListCapacity(rows.length + retired.length)), purpose);
  return signer.sign(credential, STATUS_LIST_TYP);
}
