import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import writeExcelFile, { type Cell, type SheetData } from "write-excel-file/node";

/** How a column's values are written: text, a day, a date and time (in Jamaica), or money in JMD. */
export type CellKind = "text" | "date" | "datetime" | "money";

/** One spreadsheet column: its header, how to read a row's cell, and what kind of value it holds. */
export interface SheetColumn<T> {
  header: string;
  cell: (row: T) => string | number | null;
  width?: number;
  kind?: CellKind;
}

/** The content type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The spec's download answer (spec 000 §3 'Download response'). */
export interface DownloadResponse {
  msg: string;
  contentType: string;
  base64: string;
  downloadFileName: string;
}

/** JSON Schema of a DownloadResponse. */
export const downloadSchema = { type: "object", required: ["msg", "contentType", "base64", "downloadFileName"], properties: { msg: { type: "string" }, contentType: { type: "string" }, base64: { type: "string" }, downloadFileName: { type: "string" } } } as const;

// Jamaica reads days first (31/12/2026); money carries its currency so a sum reads as dollars.
const FORMATS: Record<Exclude<CellKind, "text">, string> = { date: "dd/mm/yyyy", datetime: "dd/mm/yyyy hh:mm", money: '"JMD "#,##0.00' };
const JAMAICA_OFFSET_MS = 5 * 3_600_000;

/**
 * A value as a typed cell: a YYYY-MM-DD day or a stored timestamp becomes a Date (a timestamp
 * shown at Jamaica's time, UTC-5, as the portal shows it), money a number; text stays text.
 */
function typedCell(value: string | number | null, kind: CellKind): Cell {
  if (value === null || value === "") return null;
  if (kind === "money") return typeof value === "number" ? { value, type: Number, format: FORMATS.money } : value;
  if (kind === "text") return value;
  const text = String(value);
  const instant = kind === "date" ? Date.parse(`${text.slice(0, 10)}T00:00:00Z`) : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text.replace(" ", "T") : `${text.replace(" ", "T")}Z`) - JAMAICA_OFFSET_MS;
  return Number.isNaN(instant) ? text : { value: new Date(instant), type: Date, format: FORMATS[kind] };
}

/** The letters of a 1-based column number (1 = A, 27 = AA). */
const columnLetters = (n: number): string => (n <= 0 ? "" : columnLetters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));

/**
 * Adds Excel's filter buttons to the header row, as Excel writes them (write-excel-file 4 has no
 * option for it): `<autoFilter ref="A1:L9"/>` after the sheet's data, and the hidden
 * `_xlnm._FilterDatabase` name over the same range in the workbook.
 */
export function withAutoFilter(xlsx: Uint8Array, sheet: string, columnCount: number, rowCount: number): Uint8Array {
  const parts = unzipSync(xlsx);
  const ref = `A1:${columnLetters(columnCount)}${Math.max(rowCount, 1)}`;
  const sheetXml = strFromU8(parts["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
  const workbookXml = strFromU8(parts["xl/workbook.xml"] ?? new Uint8Array());
  if (!sheetXml.includes("</sheetData>") || !workbookXml.includes("</sheets>")) throw new Error("unexpected workbook layout: no sheet data or sheet list to filter");
  parts["xl/worksheets/sheet1.xml"] = strToU8(sheetXml.replace("</sheetData>", `</sheetData><autoFilter ref="${ref}"/>`));
  const quoted = `'${sheet.replace(/'/g, "''")}'`;
  const absolute = ref.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
  const name = `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${quoted}!${absolute}</definedName>`;
  // write-excel-file may leave an empty <definedNames/>; a workbook may hold one list of names only.
  const names = workbookXml.includes("</definedNames>") ? workbookXml.replace("</definedNames>", `${name}</definedNames>`) : workbookXml.includes("<definedNames/>") ? workbookXml.replace("<definedNames/>", `<definedNames>${name}</definedNames>`) : workbookXml.replace("</sheets>", `</sheets><definedNames>${name}</definedNames>`);
  parts["xl/workbook.xml"] = strToU8(names);
  return zipSync(parts);
}

/**
 * A real .xlsx workbook (write-excel-file; SheetJS's xlsx is avoided for its unfixed CVEs, see
 * DESIGN.md): a bold header row, frozen and with filter buttons, then one row per record with
 * dates as date cells and money as numbers (decision 0040).
 */
export async function reportSpreadsheet<T>(columns: Array<SheetColumn<T>>, rows: T[], sheet: string): Promise<Buffer> {
  const header = columns.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const body = rows.map((row) => columns.map((c) => typedCell(c.cell(row), c.kind ?? "text")));
  const data: SheetData = [header, ...body];
  const written = await writeExcelFile(data, { sheet, stickyRowsCount: 1, columns: columns.map((c) => ({ width: c.width ?? 20 })) }).toBuffer();
  return Buffer.from(withAutoFilter(written, sheet, columns.length, rows.length + 1));
}

/** The download answer of a workbook named `<name>-<day>.xlsx`. */
export async function spreadsheetDownload<T>(columns: Array<SheetColumn<T>>, rows: T[], name: string, day: string): Promise<DownloadResponse> {
  const buffer = await reportSpreadsheet(columns, rows, name);
  return { msg: "File downloaded successfully", contentType: XLSX_CONTENT_TYPE, base64: buffer.toString("base64"), downloadFileName: `${name}-${day}.xlsx` };
}
