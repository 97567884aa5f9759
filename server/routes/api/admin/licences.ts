import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import { certificateSchema, listCertificates, type CertificateFilters } from "../../../services/certificates.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { readReportColumns } from "../../../services/reportColumns.ts";
import { downloadSchema, spreadsheetDownload } from "../../../services/reportSpreadsheet.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

const filters = {
  type: "object",
  additionalProperties: false,
  properties: {
    app_type: { type: "string", maxLength: 80 },
    start_date: { type: "string", format: "date", description: "first date of issue" },
    end_date: { type: "string", format: "date", description: "last date of issue" },
    transaction_number: { type: "string", maxLength: 40 },
  },
};

/** The licence report for staff (spec 000 §2 /admin/licences, §7 'Admin report downloads' search_licences). */
export default async function adminLicences(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);
  const search = (query: CertificateFilters) => {
    if (query.app_type && !app.definitions.get(query.app_type)) throw new HttpError(400, `Unknown application type ${query.app_type}`, [{ pointer: "/app_type", message: "Unknown application type" }]);
    return listCertificates(app.knex, query, app.definitions.today());
  };

  app.get<{ Querystring: CertificateFilters }>(
    "/licences",
    {
      preHandler: staffOnly,
      schema: { tags: ["admin"], summary: "Staff: issued certificates matching the filters (View opens the Documents dialog: POST /api/bpm/case/documents/{FLIS_TransactionId})", querystring: filters, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, certificates: { type: "array", items: certificateSchema } } }), ...errorResponses } },
    },
    async (request) => {
      const certificates = await search(request.query);
      return ok({ msg: certificates.length ? `${certificates.length} licence(s) found` : "No licences found", certificates });
    },
  );

  app.post<{ Body: CertificateFilters }>(
    "/search_licences",
    { preHandler: staffOnly, preValidation: emptyBody, schema: { tags: ["admin"], summary: "Staff: Download Report: the filtered licences as an .xlsx file (base64)", body: filters, response: { 200: okSchema(downloadSchema), ...errorResponses } } },
    async (request) => ok(await spreadsheetDownload(readReportColumns().licences, await search(request.body ?? {}), "licences-report", app.definitions.today())),
  );
}
