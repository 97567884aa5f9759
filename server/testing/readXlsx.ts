import { strFromU8, unzipSync } from "fflate";

const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/**
 * The first sheet of an .xlsx file as rows of cell texts, for tests that read a generated report
 * back: unzips the workbook and resolves shared strings. Not a general spreadsheet reader.
 */
export function readXlsx(file: Buffer): string[][] {
  const parts = unzipSync(new Uint8Array(file));
  const sheetXml = parts["xl/worksheets/sheet1.xml"];
  if (!sheetXml) throw new Error("not an .xlsx workbook: no xl/worksheets/sheet1.xml");
  const shared = parts["xl/sharedStrings.xml"] ? [...strFromU8(parts["xl/sharedStrings.xml"]).matchAll(/<si>([^]*?)<\/si>/g)].map((m) => unescape([...(m[1] ?? "").matchAll(/<t[^>]*>([^]*?)<\/t>/g)].map((t) => t[1]).join(""))) : [];
  return [...strFromU8(sheetXml).matchAll(/<row[^>]*>([^]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? "").matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([^]*?)<\/c>)/g)) {
      const column = [...(cell[1] ?? "")].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const value = /<v>([^]*?)<\/v>/.exec(cell[3] ?? "")?.[1] ?? /<t[^>]*>([^]*?)<\/t>/.exec(cell[3] ?? "")?.[1] ?? "";
      while (cells.length < column) cells.push("");
      cells[column] = /t="s"/.test(cell[2] ?? "") ? (shared[Number(value)] ?? "") : unescape(value);
    }
    return cells;
  });
}
