import type { RouteKey } from "./securityFixture.ts";

/** An expected answer: an exact status, or a class of them. */
export type Cell = number | "2xx" | "4xx";

/** One route's row: what is sent, and what each caller must get back. */
export interface MatrixRow {
  /** [anonymous, applicant A, applicant B, officer, staff]: ACTORS' order. */
  expect: readonly [Cell, Cell, Cell, Cell, Cell];
  /** Query string; `{appType}`, `{draft}`, `{entityId}` … are applicant A's values. */
  query?: string;
  /** A body that passes the route's schema, so the cell tests access rather than validation. */
  body?: unknown;
  /**
   * A hole another part of issue 13 is closing: while its fix is merging either row passes;
   * once it has landed, move `pending.expect` into `expect` and delete `pending`.
   */
  pending?: { expect: readonly [Cell, Cell, Cell, Cell, Cell]; finding: string };
  /** A route registered with schema.hide, so not in /api/docs/json; its presence is checked with hasRoute. */
  hidden?: true;
}

/**
 * Who may call what (issue 13 'A security suite that stays'): one row per route of
 * `GET /api/docs/json`, keyed "METHOD /path" as that document spells it, each cell the status the
 * caller gets with applicant A's ids in the path ({id} is A's submitted transaction, {tempId} A's
 * draft, {entityId} A's entity, {userId} A's user; see fillPath in securityFixture.ts). So a
 * 200 under applicant B would be a leak; 404 is how someone else's ids answer (ownership.test.ts).
 * The officer is the demo Field Officer, whom the demo fixtures associate with every applicant
 * entity (services/loadFixtures.ts), which is why the officer reaches A's entity.
 * accessMatrix.test.ts fails when a documented route has no row or a row names a route that is gone.
 * Rows that change A's data come last; each caller runs the table on a fresh app, in this order.
 *
 *                                                                 anon  A    B    officer staff
 */
export const ACCESS_MATRIX: Record<RouteKey, MatrixRow> = {
  "GET /api/users/profile": { expect: [401, 200, 200, 200, 200] },
  "GET /api/users/entities": { expect: [401, 403, 403, 200, 200] },
  "GET /api/users/supporting-officers": { expect: [401, 403, 403, 200, 200] },
  "GET /api/users/entity/{entityId}": { expect: [401, 200, 404, 200, 200] },
  "POST /api/users/add/entity/{entityId}": { expect: [401, 200, 404, 403, 200], body: { name_of_applicant: "Matrix Agent", email: "matrix.agent@example.com", cell_phone_user: "876-555-0199", password: "Matrix#Agent-2026" } },
  "POST /api/users/{userId}": { expect: [401, 200, 403, 403, 403], body: { name_of_applicant: "Marcia Campbell" } },
  "POST /api/users/register": { expect: [200, 200, 200, 200, 200], body: { applicant_type: "Individual", email: "matrix@example.com", cell_phone_user: "876-555-0198", password: "Matrix#Reg-2026", reenterpassword: "Matrix#Reg-2026", signature: "data:image/png;base64,{png}", first_name_individual: "Matrix", last_name_individual: "Person", date_of_birth_individual: "1990-01-01", domicile: "Local", supporting_officer_role: "Not Applicable" } },
  "POST /api/users/login": { expect: [200, 200, 200, 200, 200], body: { login_with: "email", user_name: "fisher@example.com", password: "Fisher#2026" } },
  "POST /api/users/password/reset": { expect: [200, 200, 200, 200, 200], body: { user_type: "Applicant", reset_method: "Email", reset_for: "Self", email: "fisher@example.com" } },
  "POST /api/users/forgot-password": { expect: [200, 200, 200, 200, 200], body: { email: "fisher@example.com" } },
  "POST /api/users/password/submit": { expect: [400, 400, 400, 400, 400], body: { uid: "0123456789abcdef", password: "Matrix#New-2026", reenterpassword: "Matrix#New-2026" } },
  // Confirming a contact needs no login (the link may open on another device); the fixture's code was never sent, so 400 for all (decision 0044).
  "POST /api/users/verify-contact": { expect: [400, 400, 400, 400, 400], body: { code: "22222-22222" } },
  // A new code is for the signed-in user's own contact; the demo accounts' are confirmed already.
  "POST /api/users/resend-verification": { expect: [401, 409, 409, 409, 409] },
  // Prefill from a number is for staff; anyone else learns nothing, not even that the number exists (decision 0012).
  "POST /api/users/lookup": { expect: [404, 404, 404, 404, 200], body: { nfa_registration_number: "NFA-20931" } },
  "POST /api/users/switch": { expect: [401, 200, 404, 200, 200], body: { entity_id: "{entityId}" } },
  "POST /api/transactions/temp": { expect: [401, 200, 200, 200, 200], body: { app_type: "{appType}" } },
  "GET /api/transactions/": { expect: [401, 200, 200, 200, 200] },
  "GET /api/transactions/{id}": { expect: [401, 200, 404, 404, 200] },
  // A's transaction's notifications: someone else's id answers 404 (without the query each caller gets their own entity's list).
  "GET /api/transactions/notifications": { expect: [401, 200, 404, 404, 200], query: "transaction_id={transactionId}" },
  "GET /api/transactions/draft/{tempId}": { expect: [401, 200, 404, 404, 200] },
  "POST /api/transactions/draft/{tempId}/changes-seen": { expect: [401, 200, 404, 404, 404] },
  "GET /api/transactions/status/{transNumber}": { expect: [200, 200, 200, 200, 200] },
  "POST /api/transactions/{id}/correction-response": { expect: [401, 409, 404, 404, 409], body: { comment: "matrix" } },
  // Whoever may view the transaction (issue 14); anyone else, a visitor included, gets the 404 of a number that does not exist.
  "GET /api/applications/{transNumber}/submission.pdf": { expect: [404, 200, 404, 404, 200] },
  "POST /api/applications/save-application": { expect: [401, 200, 404, 404, 200], query: "app_type={appType}", body: { temp_trans_id: "{draft}", app_type: "{appType}", launchCase: false } },
  "GET /api/constants/species-seasons": { expect: [200, 200, 200, 200, 200] },
  "GET /api/constants/guidelines": { expect: [200, 200, 200, 200, 200], query: "application_type={appType}" },
  "GET /api/constants/context": { expect: [200, 200, 200, 200, 200] },
  "GET /api/bulletins/": { expect: [200, 200, 200, 200, 200] },
  "GET /api/definitions/": { expect: [200, 200, 200, 200, 200] },
  "GET /api/definitions/{appType}": { expect: [200, 200, 200, 200, 200] },
  "GET /api/definitions/{appType}/validators.js": { expect: [200, 200, 200, 200, 200] },
  "GET /api/entity/validate-transaction-number/{entityId}/{transactionNumber}": { expect: [401, 200, 404, 404, 404] },
  "GET /api/entity/search": { expect: [401, 403, 403, 200, 200], query: "nfa_registration_number=NFA-20931" },
  "PUT /api/entity/{entityId}": { expect: [401, 200, 404, 200, 200], body: { address: "1 Matrix Road" } },
  "POST /api/entity/picture-identification/{entityId}": { expect: [401, 200, 404, 200, 200], body: { entity_picture_identification: { picture_identification: "No" } } },
  "POST /api/entity/photo/{entityId}": { expect: [401, 200, 404, 200, 200], body: { self_photo_file: { name: "me.png", content: "{png}" } } },
  "POST /api/documents/upload": { expect: [404, 200, 404, 404, 200], body: { temp_trans_id: "{draft}", document: { name: "matrix.pdf", content: "{pdf}", documentType: "OTHER_SUPPORTING_DOCUMENTS" } } },
  "GET /api/documents/all-documents/{appType}/{tempTransId}": { expect: [404, 200, 404, 404, 200] },
  "GET /api/documents/uploaded-documents/{tempTransId}": { expect: [404, 200, 404, 404, 200] },
  "POST /api/documents/{id}": { expect: [404, 200, 404, 404, 200] },
  "POST /api/payment/init/{tempTransId}": { expect: [404, 400, 404, 404, 400], body: { payment_method: "Cash at NFA Office" } },
  "GET /api/payment/status/{tempTransId}": { expect: [404, 200, 404, 404, 200] },
  "GET /api/payment/failure/{tempTransId}": { expect: [404, 200, 404, 404, 200] },
  "GET /api/payment/bank-details/{tempTransId}": { expect: [404, 200, 404, 404, 200] },
  "GET /api/admin/species-seasons": { expect: [401, 403, 403, 403, 200] },
  "PUT /api/admin/species-seasons/{id}": { expect: [401, 403, 403, 403, 200], body: { start_date: "04-01", end_date: "06-30" } },
  "GET /api/admin/report-options": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/transactions": { expect: [401, 403, 403, 403, 200], query: "app_type={appType}" },
  "POST /api/admin/search_transactions": { expect: [401, 403, 403, 403, 200], body: { app_type: "{appType}" } },
  "GET /api/admin/transactions/months": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/transactions/months/{month}": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/transactions/{id}": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/transactions/{id}/why": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/cases/{id}/explanation": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/licences": { expect: [401, 403, 403, 403, 200], query: "app_type={appType}" },
  "POST /api/admin/search_licences": { expect: [401, 403, 403, 403, 200], body: { app_type: "{appType}" } },
  "GET /api/admin/cases": { expect: [401, 403, 403, 403, 200] },
  // The case workspace (issue 17, decision 0037): staff only.
  "GET /api/admin/cases/{id}": { expect: [401, 403, 403, 403, 200] },
  "GET /api/admin/users": { expect: [401, 403, 403, 403, 200], query: "email=fisher%40example.com" },
  "GET /api/admin/supporting-officer/entities": { expect: [401, 403, 403, 200, 200], query: "nfa_registration_number=NFA-20931" },
  // Officer registrations and claims wait for staff (decision 0013).
  "GET /api/admin/officer-requests": { expect: [401, 403, 403, 403, 200] },
  "GET /api/bpm/issued-certificates": { expect: [401, 200, 200, 200, 200] },
  "POST /api/bpm/issued-certificates": { expect: [401, 200, 200, 200, 200], body: { app_type: "{appType}" } },
  "GET /api/bpm/all-issued-certificates": { expect: [401, 403, 403, 403, 200], query: "app_type={appType}" },
  "GET /api/bpm/case/{id}/events": { expect: [401, 200, 404, 404, 200] },
  // The analysts' studio (issue 16, decision 0035): staff only; a preview id nobody was given is a 404, even its module's.
  "GET /api/studio/types": { expect: [401, 403, 403, 403, 200] },
  "GET /api/studio/types/{appType}": { expect: [401, 403, 403, 403, 200] },
  "GET /api/studio/meta-schema": { expect: [401, 403, 403, 403, 200] },
  "POST /api/studio/types/{appType}/check": { expect: [401, 403, 403, 403, 200], body: { source: "{}" } },
  "GET /api/studio/previews/{previewId}": { expect: [401, 403, 403, 403, 404] },
  "POST /api/studio/previews/{previewId}/impact": { expect: [401, 403, 403, 403, 404] },
  "GET /api/studio/previews/{previewId}/validators.js": { expect: [404, 404, 404, 404, 404] },
  // The public register of licensed vessels (issue 29, decision 0066): anyone.
  "GET /api/register/vessels": { expect: [200, 200, 200, 200, 200], query: "q=sea&status=valid&page=1&page_size=20" },
  // Public verification (issue 17, decision 0039): anyone; the fixture's code is on no document, so 404 for all.
  "GET /api/verify/{code}": { expect: [404, 404, 404, 404, 404] },
  // What /verify keeps to judge a licence offline (issue 29, decision 0067): public.
  "GET /api/verify/keys": { expect: [200, 200, 200, 200, 200] },
  "GET /api/verify/status-list": { expect: [200, 200, 200, 200, 200] },
  "GET /api/verify/suspension-list": { expect: [200, 200, 200, 200, 200] },
  // Renew is the holder's (issue 29, decision 0070): a licence nobody holds answers 404 to everyone signed in, like someone else's.
  // A licence's history is its holder's and staff's (issue 29): the fixture's licence id is nobody's, so 404 to everyone signed in.
  "GET /api/licences/{certificateId}/history": { expect: [401, 404, 404, 404, 404] },
  "POST /api/renewals/": { expect: [401, 404, 404, 404, 404], body: { licence_id: 999999 } },
  // Transfers (issue 29, decision 0069): each signed-in caller's own list; the fixture holds no licence and no transfer, so the
  // parties' steps answer 404 to everyone signed in (as someone else's would), staff's 403 to the others and 404 to staff.
  "GET /api/licences/transfers": { expect: [401, 200, 200, 200, 200] },
  "POST /api/licences/{certificateId}/transfers": { expect: [401, 404, 404, 404, 404], body: { new_owner_email: "fisher@example.com", new_owner_number: "NFA-20931" } },
  "POST /api/licences/transfers/{transferId}/confirm": { expect: [401, 404, 404, 404, 404] },
  "POST /api/licences/transfers/{transferId}/decline": { expect: [401, 404, 404, 404, 404] },
  "POST /api/licences/transfers/{transferId}/withdraw": { expect: [401, 404, 404, 404, 404] },
  "GET /api/admin/transfers": { expect: [401, 403, 403, 403, 200] },
  // Variations (decision 0071): each signed-in caller's own list; acknowledging is the holder's, so the fixture's variation id,
  // nobody's, answers 404 to everyone signed in.
  "GET /api/licences/variations": { expect: [401, 200, 200, 200, 200] },
  "POST /api/licences/variations/{variationId}/acknowledge": { expect: [401, 404, 404, 404, 404] },
  "POST /api/admin/transfers/{transferId}/approve": { expect: [401, 403, 403, 403, 404] },
  "POST /api/admin/transfers/{transferId}/refuse": { expect: [401, 403, 403, 403, 404], body: { reason: "matrix" } },
  // Staff only, and only when DEV_OUTBOX=on (buildApp turns it on; decision 0012).
  "GET /api/dev/outbox": { expect: [401, 403, 403, 403, 200], query: "to=fisher%40example.com" },
  // Below: rows that change A's data, run last.
  "POST /api/admin/cases/{id}/assign": { expect: [401, 403, 403, 403, 200], body: { assignee: "me" } },
  "POST /api/admin/cases/{id}/confirm-payment": { expect: [401, 403, 403, 403, 409], body: { receipt_number: "R-MATRIX" } },
  "POST /api/admin/cases/{id}/status": { expect: [401, 403, 403, 403, 200], body: { status: "Application In Progress", comment: "matrix", expected_status: "{submittedStatus}" } },
  "POST /api/bpm/case/documents/{transactionId}": { expect: [401, 404, 404, 404, 404], body: { certificate_type: "licence" } },
  "POST /api/bpm/revert-general-correction/{id}": { expect: [401, 409, 404, 404, 409], body: { comment: "matrix" } },
  // The demo officer's request is decided already: staff get 409, everyone else never reaches it.
  "PUT /api/admin/officer-requests/{requestId}": { expect: [401, 403, 403, 403, 409], body: { decision: "approved" } },
  // Staff revoke a licence (decision 0039); the fixture approves none, so staff reach the 404 of a certificate that does not exist.
  "POST /api/admin/certificates/{certificateId}/revoke": { expect: [401, 403, 403, 403, 404], body: { reason: "matrix" } },
  // Staff suspend a licence and lift it (decision 0071): the same, a certificate that does not exist.
  "POST /api/admin/certificates/{certificateId}/suspend": { expect: [401, 403, 403, 403, 404], body: { reason: "matrix" } },
  "POST /api/admin/certificates/{certificateId}/reinstate": { expect: [401, 403, 403, 403, 404] },
  "POST /api/admin/certificates/{certificateId}/vary": { expect: [401, 403, 403, 403, 404], body: { text: "matrix" } },
  "DELETE /api/documents/remove-document/{id}": { expect: [404, 200, 404, 404, 200] },
  "PUT /api/entity/replace-supporting-officer/{entityId}/{userId}": { expect: [401, 403, 403, 403, 404] },
  "PUT /api/admin/users/password-reset/{userId}": { expect: [401, 403, 403, 403, 200] },
  "POST /api/users/{userId}/promote": { expect: [401, 409, 404, 404, 404] },
  "DELETE /api/users/{userId}": { expect: [401, 409, 404, 404, 404] },
  // A's own draft is A's to delete (decision 0020); staff and the officer get 404 like anyone else. Last: the draft is gone after it.
  "DELETE /api/transactions/draft/{tempId}": { expect: [401, 200, 404, 404, 404] },
  // Hidden (schema.hide): the payment sandbox stands in for the card provider's own pages, so it
  // is the provider's page reached by redirect, open to whoever holds the payment's reference
  // (here A's completed one); it answers HTML, and never moves a decided payment.
  "GET /api/payment/sandbox.js": { expect: [200, 200, 200, 200, 200], hidden: true },
  "GET /api/payment/sandbox/{reference}": { expect: [200, 200, 200, 200, 200], hidden: true },
  "POST /api/payment/sandbox/{reference}": { expect: [200, 200, 200, 200, 200], hidden: true, body: { card_number: "4111 1111 1111 1111" } },
  // Last of all: it ends the caller's session (decision 0052), and never refuses.
  "POST /api/users/logout": { expect: [200, 200, 200, 200, 200] },
};
