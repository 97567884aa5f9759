import writeExcelFile from "write-excel-file/node";

/** One spreadsheet column: its header and how to read a row's cell. */
export interface SheetColumn<T> {
  header: string;
  cell: (row: T) => string | number | null;
  width?: number;
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

/**
 * A real .xlsx workbook (write-excel-file; SheetJS's xlsx is avoided for its unfixed CVEs, see
 * DESIGN.md): a bold header row, then one row per record.
 */
export async function reportSpreadsheet<T>(columns: Array<SheetColumn<T>>, rows: T[], sheet: string): Promise<Buffer> {
  const header = columns.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const body = rows.map((row) => columns.map((c) => c.cell(row) ?? ""));
  return writeExcelFile([header, ...body], { sheet, columns: columns.map((c) => ({ width: c.width ?? 20 })) }).toBuffer();
}

/** The download answer of a workbook named `<name>-<day>.xlsx`. */
export async function spreadsheetDownload<T>(columns: Array<SheetColumn<T>>, rows: T[], name: string, day: string): Promise<DownloadResponse> {
  const buffer = await reportSpreadsheet(columns, rows, name);
  return { msg: "File downloaded successfully", contentType: XLSX_CONTENT_TYPE, base64: buffer.toString("base64"), downloadFileName: `${name}-${day}.xlsx` };
}
