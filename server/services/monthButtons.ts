import type { Knex } from "knex";
import { jamaicaDayStart, nextDay, timestampText } from "./searchTransactions.ts";

/** One of the report's twelve month buttons (spec 000 §2 /admin/transactions). */
export interface MonthButton {
  month: string;
  label: string;
  start_date: string;
  end_date: string;
  count: number;
}

const NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The first and last day of a YYYY-MM month. */
export function monthRange(month: string): { start_date: string; end_date: string } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { start_date: `${month}-01`, end_date: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * The twelve months from the current one back eleven, labelled Month-Year ('November-2026'),
 * each with the number of applications submitted in it (days in Jamaica).
 */
export async function monthButtons(knex: Knex, today: string): Promise<MonthButton[]> {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  const oldest = monthRange(months[11] as string).start_date;
  const newest = monthRange(months[0] as string).end_date;
  const submitted = await knex("transactions").whereNotNull("trans_number").where("submitted_on", ">=", jamaicaDayStart(oldest, knex)).where("submitted_on", "<", jamaicaDayStart(nextDay(newest), knex)).pluck("submitted_on");
  // A timestamp's day in Jamaica is its UTC time less five hours.
  const jamaicaMonths = submitted.map((s: unknown) => new Date(Date.parse(timestampText(s).replace(" ", "T").replace(/(T\d\d:\d\d:\d\d)$/, "$1Z")) - 5 * 3_600_000).toISOString().slice(0, 7));
  return months.map((m) => ({ month: m, label: `${NAMES[Number(m.slice(5)) - 1]}-${m.slice(0, 4)}`, ...monthRange(m), count: jamaicaMonths.filter((j: string) => j === m).length }));
}
