import { isValidOn } from "../../../engine/licences/validLicenceTypes.ts";
import { withVerifiedProfile } from "../../../engine/profile/profileFields.ts";
import type { Scenario } from "../../../engine/scenarios/Scenario.ts";
import type { Page } from "playwright-core";
import { completeScenario, loadType, type ApplicationType } from "./applicationType.ts";
import { PDF, PNG } from "./files.ts";
import { BILLING, DEFAULTS } from "./payFees.ts";
import { readProfile } from "./session.ts";

/** The staff account the suite approves with (fixtures/demo/accounts.json). */
const STAFF = { email: "admin@example.com", password: "Admin#2026" };

interface Envelope<T> {
  statusCode: number;
  data: T;
}

/** Calls the portal's API as `token`; throws with the server's words when it refuses. */
async function call<T>(base: string, token: string | null, method: "GET" | "POST", path: string, body?: unknown, form = false): Promise<T> {
  const answer = await fetch(`${base}${path}`, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": form ? "application/x-www-form-urlencoded" : "application/json" }) }, ...(body === undefined ? {} : { body: form ? String(body) : JSON.stringify(body) }) });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return form ? (undefined as T) : ((await answer.json()) as Envelope<T>).data;
}

const logIn = async (base: string, email: string, password: string) => (await call<{ token: string }>(base, null, "POST", "/api/users/login", { login_with: "email", user_name: email, password })).token;

/** A token of the staff account the suite approves with, for calls staff make from their pages. */
export const staffToken = (base: string) => logIn(base, STAFF.email, STAFF.password);

/** The types of the licences a scenario says are on file and valid on its day. */
export const licencesNeeded = (scenario: Scenario): string[] => [...new Set((scenario.licences ?? []).filter((l) => isValidOn(l, scenario.today)).map((l) => l.type))];

/**
 * Issues the applicant licences of `types` as the authority does (issue 29), through the API: for
 * each type they do not already hold valid, its shortest complete scenario for them is submitted
 * (their verified details their account's, every required document, a sandbox card payment), then
 * staff move it to In Progress and approve it. The browser must load the profile again to see them.
 */
export async function issueLicences(base: string, applicant: { email: string; password: string }, types: string[], today: string): Promise<void> {
  const token = await logIn(base, applicant.email, applicant.password);
  const profile = await call<{ entities: Array<Record<string, unknown>>; licences: Array<{ type: string; validUntil: string; revoked?: boolean }> }>(base, token, "GET", "/api/users/profile");
  const entity = profile.entities[0] ?? {};
  const missing = types.filter((type) => !profile.licences.some((l) => l.type === type && isValidOn({ ...l, number: "" }, today)));
  if (!missing.length) return;
  const staff = await logIn(base, STAFF.email, STAFF.password);
  for (const appType of missing) {
    const type = await loadType(base, appType, entity);
    const scenario = completeScenario(type, today);
    const answers = { ...withVerifiedProfile(type.compiled, scenario.answers, entity), payment_details: { ...DEFAULTS, ...(scenario.answers.payment_details as object), payment_method: "Credit/Debit Card", billing_address: BILLING } };
    const { temp_trans_id: tempId } = await call<{ temp_trans_id: string }>(base, token, "POST", "/api/transactions/temp", { app_type: appType });
    const save = (launchCase: boolean) => call<{ transNumber?: string }>(base, token, "POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase });
    await save(false);
    const listed = await call<{ documents: Array<{ key: string; accept: string[]; required: boolean; group?: string }>; groups: Array<{ key: string }> }>(base, token, "GET", `/api/documents/all-documents/${appType}/${tempId}`);
    const groups = new Set(listed.groups.map((g) => g.key));
    for (const need of listed.documents) {
      const forGroup = need.group !== undefined && groups.delete(need.group);
      if (!need.required && !forGroup) continue;
      const pdf = need.accept.includes(".pdf") && !need.accept.includes(".png");
      await call(base, token, "POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: `${need.key}.${pdf ? "pdf" : "png"}`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? PDF : PNG).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
    }
    // The server prices the answers itself; a card payment opens the sandbox gateway.
    if (type.definition.stages.some((s) => s.id === "payment")) {
      const init = await call<{ RedirectData?: { url: string } }>(base, token, "POST", `/api/payment/init/${tempId}`, { ...answers, payment_method: "Credit/Debit Card" });
      if (init.RedirectData) await call(base, null, "POST", new URL(init.RedirectData.url, base).pathname + new URL(init.RedirectData.url, base).search, "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", true);
    }
    await save(true);
    const { transaction } = await call<{ transaction: { id: number } }>(base, token, "GET", `/api/transactions/draft/${tempId}`);
    for (const status of ["Application In Progress", "Licence Approved"]) {
      const { transaction: now } = await call<{ transaction: { status: string } }>(base, staff, "GET", `/api/admin/transactions/${transaction.id}`);
      await call(base, staff, "POST", `/api/admin/cases/${transaction.id}/status`, { status, expected_status: now.status });
    }
  }
}

/**
 * The type as the applicant on `page` sees it once the licences `scenario` says are on file are
 * theirs: issued if need be (issueLicences), then the profile and its licences read again.
 */
export async function holdingLicencesFor(page: Page, base: string, applicant: { email: string; password: string }, type: ApplicationType, scenario: Scenario): Promise<ApplicationType> {
  const needed = licencesNeeded(scenario);
  if (!needed.length) return type;
  await issueLicences(base, applicant, needed, scenario.today);
  return loadType(base, type.definition.id, await readProfile(page, base));
}
