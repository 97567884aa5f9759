import { inflateSync } from "node:zlib";

/** The bytes of a PDF string: a <hex> string, or a (literal) one with its escapes. */
function stringBytes(token: string): string {
  if (token.startsWith("<")) return Buffer.from(token.slice(1, -1).replace(/\s/g, ""), "hex").toString("latin1");
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) => ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" })[e] ?? String.fromCharCode(parseInt(e, 8)));
}

/**
 * The text a PDF shows, for tests: every content stream (inflated when FlateDecode), each text
 * operator (Tj, TJ) on a line of its own. Enough for the single-byte standard fonts pdfkit writes;
 * not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(match[1] ?? "") ? inflateSync(raw) : raw).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const strings = op[1] !== undefined ? [...op[1].matchAll(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g)].map((s) => s[0]) : [op[2] as string];
      lines.push(strings.map(stringBytes).join(""));
    }
  }
  return lines.join("\n");
}
