import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import { certificateSchema, listCertificates, type CertificateFilters } from "../../../services/certificates.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { readReportColumns } from "../../../services/reportColumns.ts";
import { downloadSchema, spreadsheetDownload } from "../../../services/reportSpreadsheet.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import { isLicenceStatus, LICENCE_STATUSES } from "../../../../engine/licences/licenceStatusOn.ts";

/** The report's filters as a request writes them: a status is any text until the route checks it. */
type Filters = Omit<CertificateFilters, "status"> & { status?: string };

const filters = {
  type: "object",
  additionalProperties: false,
  properties: {
    app_type: { type: "string", maxLength: 80 },
    start_date: { type: "string", format: "date", description: "first date of issue" },
    end_date: { type: "string", format: "date", description: "last date of issue" },
    transaction_number: { type: "string", maxLength: 40 },
    // Checked by the route, as app_type is, so an unknown one is answered beside /status.
    status: { type: "string", maxLength: 20, description: `where the licence stands on the portal's day: ${LICENCE_STATUSES.join(", ")}; every licence when absent` },
  },
};

/**
 * The licence report for staff (spec 000 §2 /admin/licences, §7 'Admin report downloads'
 * search_licences), filtered by where each licence stands on the portal's day when asked
 * (decision 0071: the list of all suspended licences).
 */
export default async function adminLicences(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);
  const search = ({ status, ...query }: Filters) => {
    if (query.app_type && !app.definitions.get(query.app_type)) throw new HttpError(400, `Unknown application type ${query.app_type}`, [{ pointer: "/app_type", message: "Unknown application type" }]);
    if (status !== undefined && !isLicenceStatus(status)) throw new HttpError(400, `Unknown licence status ${status}`, [{ pointer: "/status", message: `Choose one of ${LICENCE_STATUSES.join(", ")}` }]);
    return listCertificates(app.knex, { ...query, status }, app.definitions.today());
  };

  app.get<{ Querystring: Filters }>(
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

  app.post<{ Body: Filters }>(
    "/search_licences",
    { preHandler: staffOnly, preValidation: emptyBody, schema: { tags: ["admin"], summary: "Staff: Download Report: the filtered licences as an .xlsx file (base64)", body: filters, response: { 200: okSchema(downloadSchema), ...errorResponses } } },
    async (request) => ok(await spreadsheetDownload(readReportColumns().licences, await search(request.body ?? {}), "licences-report", app.definitions.today())),
  );
}
