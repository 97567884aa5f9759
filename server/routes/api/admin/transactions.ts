import { reportFiltersSchema, reportOptionsSchema, transactionsAnswerSchema, type ReportFilters, type ReportOptions, type ReportRow, type TransactionsAnswer } from "../../../../engine/api/reportContract.ts";
import { transactionDetailSchema } from "../../../../engine/api/transactionDetailContract.ts";
import { paymentReference } from "../../../../engine/payment/paymentReference.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { ROOT } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import { caseEvents } from "../../../services/caseEvents.ts";
import { CASE_STATUSES, nextStatuses } from "../../../services/caseStatus.ts";
import { certificateView, type CertificateRow } from "../../../services/certificates.ts";
import { monthButtons, monthButtonSchema, monthRange } from "../../../services/monthButtons.ts";
import { submittedCase } from "../../../services/moveCase.ts";
import { checkReportFilters, reportOptions } from "../../../services/reportOptions.ts";
import { readReportColumns } from "../../../services/reportColumns.ts";
import { downloadSchema, spreadsheetDownload } from "../../../services/reportSpreadsheet.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import { searchTransactions, timestampText } from "../../../services/searchTransactions.ts";
import { transactionView } from "../../../services/transactions.ts";

const rowsAnswer = okSchema(transactionsAnswerSchema);

const paymentMethods = (): string[] => (JSON.parse(readFileSync(join(ROOT, "schemas", "lists", "payment-methods.json"), "utf8")) as { items: Array<{ value: string }> }).items.map((i) => i.value);

/** The transactions report for staff (spec 000 §2 /admin/transactions, §7 'Admin transactions search', 'Admin report downloads'). */
export default async function adminTransactions(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);
  const search = async (query: ReportFilters) => {
    checkReportFilters(query, query.app_type ? app.definitions.get(query.app_type) : undefined);
    return searchTransactions(app.knex, app.definitions, query);
  };
  const found = (rows: ReportRow[]) => (rows.length ? `${rows.length} transaction(s) found` : "No transactions found");

  app.get(
    "/report-options",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: the filter form's choices: statuses, payment methods, and per application type its licence types, categories and types of transaction",
        response: { 200: okSchema(reportOptionsSchema), ...errorResponses },
      },
    },
    async () => ok<ReportOptions>({ statuses: [...CASE_STATUSES], payment_methods: paymentMethods(), types: app.definitions.all().map(reportOptions) }),
  );

  app.get<{ Querystring: ReportFilters }>(
    "/transactions",
    { preHandler: staffOnly, schema: { tags: ["admin"], summary: "Staff: submitted transactions matching the report filters (app_type required)", querystring: reportFiltersSchema, response: { 200: rowsAnswer, ...errorResponses } } },
    async (request) => {
      const rows = await search(request.query);
      return ok<TransactionsAnswer>({ msg: found(rows), transactions: rows });
    },
  );

  app.post<{ Body: ReportFilters }>(
    "/search_transactions",
    { preHandler: staffOnly, preValidation: emptyBody, schema: { tags: ["admin"], summary: "Staff: Download Report: the filtered transactions as an .xlsx file (base64)", body: reportFiltersSchema, response: { 200: okSchema(downloadSchema), ...errorResponses } } },
    async (request) => ok(await spreadsheetDownload(readReportColumns().transactions, await search(request.body ?? {}), "transactions-report", app.definitions.today())),
  );

  app.get(
    "/transactions/months",
    { preHandler: staffOnly, schema: { tags: ["admin"], summary: "Staff: the twelve month buttons, current month first, each with its count and, for the chart, its applications and fees by type", response: { 200: okSchema({ type: "object", properties: { months: { type: "array", items: monthButtonSchema } } }), ...errorResponses } } },
    async () => ok({ months: await monthButtons(app.knex, app.definitions.today()) }),
  );

  app.get<{ Params: { month: string } }>(
    "/transactions/months/:month",
    { preHandler: staffOnly, schema: { tags: ["admin"], summary: "Staff: a month button's data: every type's transactions submitted that month", params: { type: "object", required: ["month"], properties: { month: { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])$" } } }, response: { 200: rowsAnswer, ...errorResponses } } },
    async (request) => {
      const rows = await searchTransactions(app.knex, app.definitions, monthRange(request.params.month));
      return ok<TransactionsAnswer>({ msg: found(rows), transactions: rows });
    },
  );

  app.get<{ Params: { id: number } }>(
    "/transactions/:id",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: 'Transaction Detailed View': the transaction, its applicant, payments, documents, audit trail, certificate and the statuses it may move to",
        params: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } },
        response: { 200: okSchema(transactionDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await submittedCase(app, request.params.id);
      const entity = row.entity_id ? await app.knex("entities").where({ id: row.entity_id }).select("id", "applicant_type", "nfa_registration_number", "entity_number", "cell_phone", "address", "parish").first() : null;
      const payments = await app.knex("payments").where({ temp_trans_id: row.temp_trans_id }).orderBy("id").select("id", "payment_method", "status", "amount_cents", "currency", "created_at");
      const documents = await app.knex("documents").where({ temp_trans_id: row.temp_trans_id }).orderBy("id").select("id", "file_name", "document_type", "supporting_document_id");
      const certificate = (await app.knex("issued_certificates").where({ transaction_id: row.id }).first()) as CertificateRow | undefined;
      return ok({
        // The reference an offline payment quotes (decision 0019), to match money to the case.
        transaction: { ...transactionView(row), payment_reference: paymentReference(row.id) },
        applicant: entity ?? null,
        payments: payments.map((p: { amount_cents: number; created_at: unknown }) => ({ ...p, amount: Number(p.amount_cents) / 100, created_at: timestampText(p.created_at) })),
        documents,
        events: await caseEvents(app.knex, row.id, true),
        certificate: certificate ? certificateView(certificate) : null,
        next_statuses: [...nextStatuses(row.status)],
      });
    },
  );
}
