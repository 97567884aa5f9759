import { describe, expect, it } from "vitest";
import { readXlsx } from "../testing/readXlsx.ts";
import { readXlsxLayout } from "../testing/readXlsxLayout.ts";
import { reportSpreadsheet, type SheetColumn } from "./reportSpreadsheet.ts";

type Row = { name: string; submitted: string; issued: string | null; amount: number | null };
const columns: Array<SheetColumn<Row>> = [
  { header: "Name of applicant", cell: (r) => r.name },
  { header: "Submitted on", cell: (r) => r.submitted, kind: "datetime" },
  { header: "Date of issue", cell: (r) => r.issued, kind: "date" },
  { header: "Amount due (JMD)", cell: (r) => r.amount, kind: "money" },
];
const rows: Row[] = [
  { name: "Marcia Campbell", submitted: "2026-11-22 15:30:00", issued: "2026-11-22", amount: 1500 },
  { name: "O'Neil Brown & Sons", submitted: "2026-01-01T04:00:00.000Z", issued: null, amount: null },
];
/** An Excel serial day as the day it shows (serial 1 is 1900-01-01; Excel counts from 1899-12-30 in practice). */
const shownDay = (serial: string) => new Date(Date.UTC(1899, 11, 30) + Math.round(Number(serial) * 86_400_000)).toISOString().slice(0, 16).replace("T", " ");

describe("a report spreadsheet", () => {
  it("has dates as date cells at Jamaica's time, money as a number in JMD, text as text", async () => {
    const layout = readXlsxLayout(await reportSpreadsheet(columns, rows, "transactions-report"));
    const [header, first, second] = layout.rows;
    expect(header?.map((c) => c.value)).toEqual(["Name of applicant", "Submitted on", "Date of issue", "Amount due (JMD)"]);
    expect(first?.[0]).toMatchObject({ value: "Marcia Campbell", numeric: false });
    // 15:30 UTC is 10:30 in Jamaica (UTC-5), the time the portal shows.
    expect(first?.[1]).toMatchObject({ numeric: true, format: "dd/mm/yyyy hh:mm" });
    expect(shownDay(first?.[1]?.value ?? "")).toBe("2026-11-22 10:30");
    expect(first?.[2]).toMatchObject({ numeric: true, format: "dd/mm/yyyy" });
    expect(shownDay(first?.[2]?.value ?? "")).toBe("2026-11-22 00:00");
    expect(first?.[3]).toEqual({ value: "1500", numeric: true, format: '"JMD "#,##0.00' });
    // Just after midnight UTC on New Year's Day is still New Year's Eve in Jamaica.
    expect(shownDay(second?.[1]?.value ?? "")).toBe("2025-12-31 23:00");
    expect(readXlsx(await reportSpreadsheet(columns, rows, "x"))[2]?.[0]).toBe("O'Neil Brown & Sons");
  });

  it("freezes the header row and puts filter buttons on it, over every row written", async () => {
    const layout = readXlsxLayout(await reportSpreadsheet(columns, rows, "transactions-report"));
    expect(layout.frozenRows).toBe(1);
    expect(layout.autoFilter).toBe("A1:D3");
    expect(layout.filterDatabase).toBe("'transactions-report'!$A$1:$D$3");
    const empty = readXlsxLayout(await reportSpreadsheet(columns, [], "licences-report"));
    expect(empty.autoFilter).toBe("A1:D1");
  });
});
