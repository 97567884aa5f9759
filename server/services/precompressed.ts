import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A content encoding the server sends; `identity` is the body as it is. */
export type Encoding = "br" | "gzip" | "identity";

/** One body in each encoding, compressed once, with its entity tag. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong entity tag of the uncompressed body (quoted), the same whichever encoding is sent. */
  etag: string;
}

/** A strong entity tag (quoted) of a body, the same whichever encoding it is sent in. */
export const entityTag = (body: Buffer): string => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * Compresses a body once, with brotli's and gzip's highest settings, in libuv's thread pool so the
 * event loop keeps serving meanwhile: for answers that only change with a definition or a build
 * (docs/decisions/0028), never per request.
 */
export async function precompress(body: string | Buffer): Promise<Precompressed> {
  const identity = typeof body === "string" ? Buffer.from(body) : body;
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped, etag: entityTag(identity) };
}

/** The q value an Accept-Encoding header gives a coding (explicitly, else through `*`), 0 when refused or absent. */
function quality(header: string, coding: string): number {
  let wildcard = 0;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) || 0 : 1;
    if (name.toLowerCase() === coding) return value;
    if (name === "*") wildcard = value;
  }
  return wildcard;
}

/** The encoding to send a client: brotli when it takes it, else gzip, else the body as it is. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  if (quality(header, "br") > 0) return "br";
  if (quality(header, "gzip") > 0) return "gzip";
  return "identity";
}
