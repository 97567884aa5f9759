import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { readXlsx } from "../../../testing/readXlsx.ts";
import { readXlsxLayout } from "../../../testing/readXlsxLayout.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";

/** The transactions and licence reports: filters, month buttons, detailed view, spreadsheets read back. */
let app: FastifyInstance;
let admin: string;
let card: Submitted;
let cash: Submitted;
let today: string;
/** The month figures as they were before this test submitted (the demo licences' applications, decision 0072). */
let monthBefore: MonthFigures;
/** The transactions submitted before this test's: the demo data's, left out of what is asserted here. */
let before: Set<string>;

interface MonthFigures {
  month: string;
  label: string;
  start_date: string;
  end_date: string;
  count: number;
  by_type: Array<{ app_type: string; count: number; fees: number }>;
}

beforeAll(async () => {
  app = await buildApp();
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  before = new Set((await app.knex("transactions").whereNotNull("trans_number").pluck("trans_number")).map(String));
  monthBefore = ((await get("/api/admin/transactions/months")).json().data.months as MonthFigures[])[0] as MonthFigures;
  const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  card = await submitBySlug(app, fisher, "licence", "card");
  cash = await submitBySlug(app, fisher, "licence", "cash");
  today = app.definitions.today();
});
afterAll(async () => app.close());

const get = (url: string) => app.inject({ method: "GET", url, headers: { authorization: admin } });
const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: { authorization: admin } });
/** The numbers of this test's own transactions among those listed (`before` left out). */
const own = (rows: Array<{ transaction_number: string }>) => rows.map((t) => t.transaction_number).filter((number) => !before.has(number)).sort();
const numbers = async (query: string) => own((await get(`/api/admin/transactions?${query}`)).json().data.transactions);

describe("transactions report filters", () => {
  it("requires the application type with the spec's message", async () => {
    const missing = await get("/api/admin/transactions");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toEqual({ msg: "This field is required", errors: [{ pointer: "/app_type", message: "This field is required" }] });
    expect((await get("/api/admin/transactions?app_type=NOT_A_TYPE")).statusCode).toBe(400);
    expect((await get("/api/admin/transactions?app_type=X&start_date=yesterday")).statusCode).toBe(400);
  });

  it("filters by type, status (multi-select), dates, payment method, type of transaction and licence type", async () => {
    const both = [card.transNumber, cash.transNumber].sort();
    const type = `app_type=${card.appType}`;
    expect(await numbers(type)).toEqual(both);
    const rows = (await get(`/api/admin/transactions?${type}`)).json().data.transactions as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.transaction_number === card.transNumber)).toMatchObject({ application_type: "Fisher Licence", status: "Application Received by the NFA", name_of_applicant: `${card.answers.first_name_individual} ${card.answers.last_name_individual}`, nfa_registration_number: "NFA-20931", licence_type: card.answers.licence_type, commercial_category: card.answers.commercial_category, type_of_transaction: card.answers.type_of_transaction, payment_method: "Credit/Debit Card", amount_due: expect.any(Number) });
    expect(await numbers(`${type}&status=Application+Received+by+the+NFA&status=Case+Closed`)).toEqual(both);
    expect(await numbers(`${type}&status=Case+Closed`)).toEqual([]);
    expect(await numbers(`${type}&start_date=${today}&end_date=${today}`)).toEqual(both);
    expect(await numbers(`${type}&end_date=2000-01-01`)).toEqual([]);
    expect(await numbers(`${type}&payment_method=${encodeURIComponent("Cash at NFA Office")}`)).toEqual([cash.transNumber]);
    expect(await numbers(`${type}&type_of_transaction=${encodeURIComponent(String(card.answers.type_of_transaction))}`)).toEqual(both);
    expect(await numbers(`${type}&type_of_transaction=Amendment`)).toEqual([]);
    expect(await numbers(`${type}&licence_type=${encodeURIComponent(String(card.answers.licence_type))}&commercial_category=${card.answers.commercial_category}`)).toEqual(both);
  });

  it("offers the licence category only with commercial licence types, and the recreational licence type only where a type asks it", async () => {
    const options = (await get("/api/admin/report-options")).json().data as { statuses: string[]; payment_methods: string[]; types: Array<{ app_type: string; licence_types: string[]; commercial_categories: string[]; recreational_licence_types: string[] }> };
    expect(options.statuses).toEqual(["Application Received by the NFA", "Application In Progress", "Returned For Correction", "Payment Approved", "Licence Approved", "Case Closed"]);
    expect(options.payment_methods).toContain("Cash at NFA Office");
    const licence = options.types.find((t) => t.app_type === card.appType);
    expect(licence?.commercial_categories).toContain(card.answers.commercial_category);
    const recreational = licence?.licence_types.find((l) => /^recreational/i.test(l)) as string;
    const wrong = await get(`/api/admin/transactions?app_type=${card.appType}&licence_type=${encodeURIComponent(recreational)}&commercial_category=Artisanal`);
    expect(wrong.json().data.msg).toBe("The licence category applies only to commercial licence types");
    expect((await get(`/api/admin/transactions?app_type=${card.appType}&recreational_licence_type=General`)).statusCode).toBe(400);
    const vessel = options.types.find((t) => t.recreational_licence_types.length > 0);
    expect(vessel?.commercial_categories.length).toBeGreaterThan(0);
    const vesselRecreational = vessel?.licence_types.find((l) => /^recreational/i.test(l)) as string;
    const ok = await get(`/api/admin/transactions?app_type=${vessel?.app_type}&licence_type=${vesselRecreational}&recreational_licence_type=${encodeURIComponent(vessel?.recreational_licence_types[0] as string)}`);
    expect(ok.json().data).toEqual({ msg: "No transactions found", transactions: [] });
  });
});

describe("month buttons and the detailed view", () => {
  it("gives twelve months from the current one back, each with its data", async () => {
    const months = (await get("/api/admin/transactions/months")).json().data.months as MonthFigures[];
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ month: today.slice(0, 7), start_date: `${today.slice(0, 7)}-01`, count: monthBefore.count + 2 });
    expect(months[0]?.label).toMatch(new RegExp(`^[A-Z][a-z]+-${today.slice(0, 4)}$`));
    expect(String(months[11]?.month) < String(months[0]?.month)).toBe(true);
    expect(new Set(months.map((m) => m.month)).size).toBe(12);
    const data = (await get(`/api/admin/transactions/months/${today.slice(0, 7)}`)).json().data.transactions as Array<{ transaction_number: string; amount_due: number }>;
    // The chart's figures come in the same answer and agree with the month's rows.
    const fees = data.filter((row) => !before.has(row.transaction_number)).reduce((sum, row) => sum + row.amount_due, 0);
    expect(fees).toBeGreaterThan(0);
    const earlier = monthBefore.by_type.find((t) => t.app_type === card.appType) ?? { count: 0, fees: 0 };
    expect(months[0]?.by_type).toEqual(expect.arrayContaining([{ app_type: card.appType, count: earlier.count + 2, fees: earlier.fees + fees }, ...monthBefore.by_type.filter((t) => t.app_type !== card.appType)]));
    expect(months[0]?.by_type).toHaveLength(new Set([card.appType, ...monthBefore.by_type.map((t) => t.app_type)]).size);
    expect(months[11]?.by_type).toEqual([]);
    expect(own(data)).toEqual([card.transNumber, cash.transNumber].sort());
    expect((await get("/api/admin/transactions/months/2026-13")).statusCode).toBe(400);
  });

  it("opens a transaction with its answers, payments, documents and audit trail", async () => {
    const detail = (await get(`/api/admin/transactions/${cash.id}`)).json().data;
    // The payment reference the applicant was shown for an offline payment (decision 0019).
    expect(detail.transaction).toMatchObject({ transaction_number: cash.transNumber, status: "Application Received by the NFA", payment_reference: `NFA-APP-${String(cash.id).padStart(6, "0")}` });
    expect(detail.applicant).toMatchObject({ nfa_registration_number: "NFA-20931" });
    expect(detail.payments).toEqual([expect.objectContaining({ payment_method: "Cash at NFA Office", status: "pending" })]);
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(detail.events.map((e: { action: string }) => e.action)).toContain("submitted");
    expect(detail.certificate).toBeNull();
    expect((await get("/api/admin/transactions/999999")).statusCode).toBe(404);
  });
});

describe("Download Report", () => {
  it("is a real .xlsx whose header row and rows read back", async () => {
    const download = (await post("/api/admin/search_transactions", { app_type: card.appType, payment_method: "Credit/Debit Card" })).json().data;
    expect(download).toMatchObject({ contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", downloadFileName: `transactions-report-${today}.xlsx` });
    const [header, ...rows] = readXlsx(Buffer.from(download.base64, "base64"));
    expect(header).toEqual(["Transaction number", "Application type", "Status", "Submitted on", "Name of applicant", "NFA registration number", "Type of transaction", "Licence type", "Licence category", "Recreational licence type", "Payment method", "Amount due (JMD)"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 3)).toEqual([card.transNumber, "Fisher Licence", "Application Received by the NFA"]);
    expect(rows[0]?.slice(4, 11)).toEqual([`${card.answers.first_name_individual} ${card.answers.last_name_individual}`, "NFA-20931", String(card.answers.type_of_transaction), String(card.answers.licence_type), String(card.answers.commercial_category), "", "Credit/Debit Card"]);
    expect(Number(rows[0]?.[11])).toBeGreaterThan(0);
    // Submitted on is a date cell (a serial day with a date format), money a number; header frozen, with filters.
    const layout = readXlsxLayout(Buffer.from(download.base64, "base64"));
    expect(layout.rows[1]?.[3]).toMatchObject({ numeric: true, format: "dd/mm/yyyy hh:mm" });
    expect(Number(layout.rows[1]?.[3]?.value)).toBeGreaterThan(40_000);
    expect(layout.rows[1]?.[11]).toMatchObject({ numeric: true, format: '"JMD "#,##0.00' });
    expect(layout).toMatchObject({ frozenRows: 1, autoFilter: "A1:L2" });
    expect((await post("/api/admin/search_transactions", {})).json().data.msg).toBe("This field is required");
  });

  it("the licence report lists approved licences and downloads their listing fields", async () => {
    for (const status of ["Application In Progress", "Licence Approved"]) expect((await moveCaseAs(app, admin, card.id, status)).statusCode).toBe(200);
    const report = (await get(`/api/admin/licences?app_type=${card.appType}&start_date=${today}`)).json().data;
    expect(report.certificates).toEqual([expect.objectContaining({ has_id_card: true, propertiesMap: expect.objectContaining({ FLIS_TransactionId: card.transNumber }) })]);
    expect((await get("/api/admin/licences?end_date=2000-01-01")).json().data).toEqual({ msg: "No licences found", certificates: [] });
    const download = (await post("/api/admin/search_licences", { transaction_number: card.transNumber })).json().data;
    const [header, row] = readXlsx(Buffer.from(download.base64, "base64"));
    expect(header?.slice(0, 5)).toEqual(["Transaction number", "Name of applicant", "Middle name", "Last name", "Licence"]);
    expect(header?.filter((h) => h.startsWith("FLIS_"))).toEqual([]);
    expect(header?.at(-1)).toBe("ID card");
    const issued = header?.indexOf("Date of issue") ?? -1;
    const layout = readXlsxLayout(Buffer.from(download.base64, "base64"));
    expect(layout.rows[1]?.[issued]).toMatchObject({ numeric: true, format: "dd/mm/yyyy" });
    expect(layout.frozenRows).toBe(1);
    // The API answer keeps the spec's names (spec 000 §3 'Issued certificate').
    expect(report.certificates[0].propertiesMap.FLIS_DateofIssue).toBe(today);
    expect(row?.[0]).toBe(card.transNumber);
    expect(row?.[1]).toBe(card.answers.first_name_individual);
    expect(row?.[4]).toBe("Fisher Licence");
    expect(row?.at(-1)).toBe("Yes");
    expect((await post("/api/admin/search_licences", { app_type: "NOT_A_TYPE" })).statusCode).toBe(400);
  });
});
