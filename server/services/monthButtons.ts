import type { Knex } from "knex";
import { jamaicaDayStart, nextDay, timestampText } from "./searchTransactions.ts";

/** One type's applications in a month: how many, and the fees due on them in JMD. */
export interface MonthTypeFigures {
  app_type: string;
  count: number;
  fees: number;
}

/** One of the report's twelve month buttons (spec 000 §2 /admin/transactions), with the chart's figures by type. */
export interface MonthButton {
  month: string;
  label: string;
  start_date: string;
  end_date: string;
  count: number;
  /** The month's applications by type (types with none left out), for the chart drawn beside the buttons. */
  by_type: MonthTypeFigures[];
}

/** JSON Schema of a MonthButton. */
export const monthButtonSchema = {
  type: "object",
  required: ["month", "label", "start_date", "end_date", "count", "by_type"],
  properties: {
    month: { type: "string" },
    label: { type: "string" },
    start_date: { type: "string" },
    end_date: { type: "string" },
    count: { type: "integer" },
    by_type: { type: "array", items: { type: "object", required: ["app_type", "count", "fees"], properties: { app_type: { type: "string" }, count: { type: "integer" }, fees: { type: "number" } } } },
  },
} as const;

/** The month's figures by type, in the order the types first appear. */
function byType(rows: Array<{ app_type: string; amount_due_cents: unknown }>): MonthTypeFigures[] {
  const figures = new Map<string, { count: number; cents: number }>();
  for (const row of rows) {
    const known = figures.get(row.app_type) ?? { count: 0, cents: 0 };
    figures.set(row.app_type, { count: known.count + 1, cents: known.cents + Number(row.amount_due_cents ?? 0) });
  }
  return [...figures].map(([app_type, f]) => ({ app_type, count: f.count, fees: f.cents / 100 }));
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
 * each with the number of applications submitted in it (days in Jamaica) and, for the chart,
 * their number and fees by type: one answer feeds both, so they cannot disagree.
 */
export async function monthButtons(knex: Knex, today: string): Promise<MonthButton[]> {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  const oldest = monthRange(months[11] as string).start_date;
  const newest = monthRange(months[0] as string).end_date;
  const submitted = (await knex("transactions").whereNotNull("trans_number").where("submitted_on", ">=", jamaicaDayStart(oldest, knex)).where("submitted_on", "<", jamaicaDayStart(nextDay(newest), knex)).orderBy("app_type").select("submitted_on", "app_type", "amount_due_cents")) as Array<{ submitted_on: unknown; app_type: string; amount_due_cents: unknown }>;
  // A timestamp's day in Jamaica is its UTC time less five hours.
  const monthOf = (s: unknown) => new Date(Date.parse(timestampText(s).replace(" ", "T").replace(/(T\d\d:\d\d:\d\d)$/, "$1Z")) - 5 * 3_600_000).toISOString().slice(0, 7);
  const withMonth = submitted.map((row) => ({ ...row, month: monthOf(row.submitted_on) }));
  return months.map((m) => {
    const inMonth = withMonth.filter((row) => row.month === m);
    return { month: m, label: `${NAMES[Number(m.slice(5)) - 1]}-${m.slice(0, 4)}`, ...monthRange(m), count: inMonth.length, by_type: byType(inMonth) };
  });
}
