import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** What the service worker (decision 0062) downloads at install: its precache list, and the bytes of each file as the server sends it. */
export interface Precache {
  files: string[];
  /** Before compression. */
  raw: number;
  /** On the wire: the build's brotli copy where it wrote one (the server sends it), else the file brotli-compressed here. */
  brotli: number;
}

/** The precache list Workbox wrote into dist/renderer/serviceWorker.js, measured; null without a built worker. */
export function precacheBytes(dist: string): Precache | null {
  const worker = join(dist, "serviceWorker.js");
  if (!existsSync(worker)) return null;
  const files = [...new Set([...readFileSync(worker, "utf8").matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string))];
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    const path = join(dist, file);
    if (!existsSync(path)) continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    brotli += existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, brotli };
}
