import { strFromU8, unzipSync } from "fflate";

/** One cell as a spreadsheet program sees it: its raw value, whether it is a number, and its number format. */
export interface XlsxCell {
  value: string;
  numeric: boolean;
  format: string | null;
}

/** What a reader of a generated workbook notices besides the texts: typed cells, the frozen rows, the filter. */
export interface XlsxLayout {
  rows: XlsxCell[][];
  /** Rows frozen at the top (the pane's ySplit), 0 when none. */
  frozenRows: number;
  /** The sheet's autoFilter range (A1:L9), or null. */
  autoFilter: string | null;
  /** The workbook's hidden _xlnm._FilterDatabase range, or null. */
  filterDatabase: string | null;
}

const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/**
 * The first sheet of an .xlsx with each cell's number format resolved through styles.xml, for tests
 * that check dates are date cells and money is a number (decision 0040). Not a general reader.
 */
export function readXlsxLayout(file: Buffer): XlsxLayout {
  const parts = unzipSync(new Uint8Array(file));
  const text = (name: string) => (parts[name] ? strFromU8(parts[name]) : "");
  const sheet = text("xl/worksheets/sheet1.xml");
  const styles = text("xl/styles.xml");
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], unescape(m[2] ?? "")]));
  const cellXfs = /<cellXfs[^>]*>([^]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "";
  const styleFormats = [...cellXfs.matchAll(/<xf\b([^>]*)>/g)].map((m) => formats.get(/numFmtId="(\d+)"/.exec(m[1] ?? "")?.[1] ?? "") ?? null);
  const shared = [...text("xl/sharedStrings.xml").matchAll(/<si>([^]*?)<\/si>/g)].map((m) => unescape([...(m[1] ?? "").matchAll(/<t[^>]*>([^]*?)<\/t>/g)].map((t) => t[1]).join("")));
  // Empty cells are not written: each cell goes to the column its address names.
  const rows = [...sheet.matchAll(/<row[^>]*>([^]*?)<\/row>/g)].map((row) => {
    const cells: XlsxCell[] = [];
    for (const cell of (row[1] ?? "").matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([^]*?)<\/c>)/g)) {
      const column = [...(cell[1] ?? "")].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const attributes = cell[2] ?? "";
      const raw = /<v>([^]*?)<\/v>/.exec(cell[3] ?? "")?.[1] ?? "";
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const style = Number(/s="(\d+)"/.exec(attributes)?.[1] ?? 0);
      while (cells.length < column) cells.push({ value: "", numeric: false, format: null });
      cells[column] = { value: type === "s" ? (shared[Number(raw)] ?? "") : unescape(raw), numeric: type === undefined || type === "n", format: styleFormats[style] ?? null };
    }
    return cells;
  });
  return {
    rows,
    frozenRows: Number(/<pane\b[^>]*ySplit="(\d+)"[^>]*state="frozen"/.exec(sheet)?.[1] ?? 0),
    autoFilter: /<autoFilter ref="([^"]+)"/.exec(sheet)?.[1] ?? null,
    filterDatabase: /<definedName name="_xlnm\._FilterDatabase"[^>]*>([^<]+)</.exec(text("xl/workbook.xml"))?.[1] ?? null,
  };
}
