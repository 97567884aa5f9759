import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** The kinds of file worth compressing; images other than SVG, fonts and PDFs are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".xml"]);

/** Below this a compressed copy saves less than a packet's worth; @fastify/static then sends the file itself. */
const MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes the compressed copies of one file, those smaller than it. */
async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([brotli.length < source.length && writeFile(`${file}.br`, brotli), gzipped.length < source.length && writeFile(`${file}.gz`, gzipped)]);
}

/** Every file under `dir`, as paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each compressible
 * file of the build, once, at build time, so the server never compresses a static file per request
 * (issue 15; docs/decisions/0028). @fastify/static's `preCompressed` option picks the copy the
 * browser accepts. A copy that is not smaller than its file is not written. Brotli's highest quality
 * costs about 3 s of CPU per build for some 8 % fewer bytes than quality 9, paid once, on every phone's behalf.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "nfa-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // zlib's asynchronous calls run in libuv's thread pool: the files are compressed side by side.
    async closeBundle() {
      await Promise.all(filesUnder(outDir).filter((file) => COMPRESSIBLE.has(extname(file)) && statSync(file).size >= MIN_BYTES).map(compressFile));
    },
  };
}
