import type { ReportRow } from "../../engine/api/reportContract.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../config.ts";
import type { CertificateFields } from "./certificateFields.ts";
import type { CertificateView } from "./certificates.ts";
import type { CellKind, SheetColumn } from "./reportSpreadsheet.ts";

/** One column as schemas/common/report-columns.json writes it (schemas/report-columns.schema.json). */
interface ColumnEntry<K extends string> {
  column: K;
  header: string;
  width?: number;
}

type TransactionColumn = Exclude<keyof ReportRow, "id" | "app_type">;
type LicenceColumn = keyof CertificateFields | "caseType" | "has_id_card";

/** The spreadsheet columns of both reports, in the order and with the headers the data gives (decision 0040). */
export interface ReportColumns {
  transactions: Array<SheetColumn<ReportRow>>;
  licences: Array<SheetColumn<CertificateView>>;
}

// What kind of cell each value is belongs to the API's shape, not to policy: a timestamp, a day, money.
const TRANSACTION_KINDS: Partial<Record<TransactionColumn, CellKind>> = { submitted_on: "datetime", amount_due: "money" };
const LICENCE_KINDS: Partial<Record<LicenceColumn, CellKind>> = { FLIS_DateofIssue: "date", FLIS_DateofExpiration: "date", FLIS_IDCardDateofIssue: "date", FLIS_IDCardDateofExpiry: "date" };

function licenceCell(column: LicenceColumn): (c: CertificateView) => string | null {
  if (column === "caseType") return (c) => c.caseType;
  if (column === "has_id_card") return (c) => (c.has_id_card ? "Yes" : "No");
  return (c) => c.propertiesMap[column] ?? null;
}

/** The columns read from `file` (schemas/common/report-columns.json by default). */
export function readReportColumns(file = join(ROOT, "schemas", "common", "report-columns.json")): ReportColumns {
  const data = JSON.parse(readFileSync(file, "utf8")) as { transactions: Array<ColumnEntry<TransactionColumn>>; licences: Array<ColumnEntry<LicenceColumn>> };
  return {
    transactions: data.transactions.map(({ column, header, width }) => ({ header, width, kind: TRANSACTION_KINDS[column] ?? "text", cell: (r: ReportRow) => r[column] })),
    licences: data.licences.map(({ column, header, width }) => ({ header, width, kind: LICENCE_KINDS[column] ?? "text", cell: licenceCell(column) })),
  };
}
