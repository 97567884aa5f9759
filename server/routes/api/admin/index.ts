import type { FastifyInstance } from "fastify";
import adminCases from "./cases.ts";
import adminCertificates from "./certificates.ts";
import adminLicences from "./licences.ts";
import adminOfficerRequests from "./officerRequests.ts";
import speciesSeasons from "./speciesSeasons.ts";
import adminSupportingOfficer from "./supportingOfficer.ts";
import adminTransactions from "./transactions.ts";
import adminTransfers from "./transfers.ts";
import adminUsers from "./users.ts";
import adminWhy from "./why.ts";

/**
 * The admin area's calls under /api/admin (spec 000 §2 'Admin area'), one module per page. Every
 * route checks the caller's role on the server: staff and admin, or officers where the page is
 * theirs; anyone else gets 403 whatever the client shows.
 */
export default async function admin(app: FastifyInstance) {
  await app.register(speciesSeasons);
  await app.register(adminTransactions);
  await app.register(adminLicences);
  await app.register(adminCases);
  await app.register(adminCertificates);
  await app.register(adminUsers);
  await app.register(adminSupportingOfficer);
  await app.register(adminOfficerRequests);
  await app.register(adminWhy);
  await app.register(adminTransfers);
}
