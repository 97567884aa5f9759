import { Buffer } from "node:buffer";

/** Smallest files whose magic bytes are real, for the required documents (as the server tests upload). */
const FILES = {
  png: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64").toString("base64"),
  pdf: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n").toString("base64"),
};

/**
 * The portal's API as the browser calls it (spec 000 §7), for preparing what the bench's load
 * and the Lighthouse pages need: accounts, drafts, documents, payments. Every refusal throws with
 * the route and the answer, so a bench that cannot prepare says why instead of measuring 4xx.
 */
export class PortalApi {
  token = "";
  constructor(readonly base: string) {}

  /** The Authorization header the client sends (renderer/src/api/apiClient.ts). */
  get authorization(): string {
    return `Bearer ${this.token}`;
  }

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...(this.token ? { authorization: this.authorization } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${method} ${path.replace(/\?.*$/, "")} answered ${answer.status}: ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  async logIn(email: string, password: string): Promise<void> {
    this.token = (await this.call<{ token: string }>("POST", "/api/users/login", { login_with: "email", user_name: email, password })).token;
  }

  /**
   * Registers an individual whose account matches a scenario (its verified fields are bound to
   * the profile on submit, docs/decisions/0015) and logs in, as server/testing/registerApplicant.ts does.
   */
  async registerIndividual(email: string, profile: Record<string, unknown>, answers: Record<string, unknown>): Promise<void> {
    const password = "Bench-Mark-2026";
    await this.call("POST", "/api/users/register", {
      applicant_type: "Individual",
      email,
      password,
      reenterpassword: password,
      signature: "data:image/png;base64,iVBORw0KGgo=",
      first_name_individual: answers.first_name_individual ?? "Marcia",
      last_name_individual: answers.last_name_individual ?? "Campbell",
      date_of_birth_individual: answers.date_of_birth_individual ?? "1985-03-14",
      domicile: profile.domicile ?? "Local",
      ...(profile.nfa_registration_number ? { nfa_registration_number: profile.nfa_registration_number } : {}),
    });
    await this.logIn(email, password);
  }

  /** A new application's temporary id. */
  async temp(appType: string): Promise<string> {
    return (await this.call<{ temp_trans_id: string }>("POST", "/api/transactions/temp", { app_type: appType })).temp_trans_id;
  }

  /** The body of a draft save (launchCase false) or a submit (launchCase true). */
  static saveBody(appType: string, tempId: string, answers: Record<string, unknown>, launchCase: boolean): Record<string, unknown> {
    return { ...answers, temp_trans_id: tempId, app_type: appType, launchCase };
  }

  async save(appType: string, tempId: string, answers: Record<string, unknown>, launchCase = false): Promise<Record<string, unknown>> {
    return this.call("POST", `/api/applications/save-application?app_type=${appType}`, PortalApi.saveBody(appType, tempId, answers, launchCase));
  }

  /** Uploads a file for every required document and one for each group, as the server's every-type test does. */
  async uploadRequired(appType: string, tempId: string): Promise<void> {
    const listed = await this.call<{ documents: Array<{ key: string; accept: string[]; required: boolean; group?: string }>; groups: Array<{ key: string }> }>("GET", `/api/documents/all-documents/${appType}/${tempId}`);
    const groups = new Set(listed.groups.map((g) => g.key));
    for (const need of listed.documents) {
      const meetsGroup = need.group !== undefined && groups.delete(need.group);
      if (!need.required && !meetsGroup) continue;
      const pdf = need.accept.includes(".pdf");
      await this.call("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: `${need.key}.${pdf ? "pdf" : "png"}`, contentType: pdf ? "application/pdf" : "image/png", content: pdf ? FILES.pdf : FILES.png, supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
    }
  }

  /** Pays what the answers cost by card on the sandbox gateway, as the browser's form post would. */
  async payByCard(tempId: string, answers: Record<string, unknown>): Promise<void> {
    const init = await this.call<{ RedirectData?: { url: string } }>("POST", `/api/payment/init/${tempId}`, { ...answers, payment_method: "Credit/Debit Card" });
    const url = init.RedirectData?.url;
    if (!url) throw new Error(`POST /api/payment/init answered no gateway address: ${JSON.stringify(init).slice(0, 200)}`);
    const paid = await fetch(new URL(url, this.base), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", signal: AbortSignal.timeout(30_000) });
    const page = await paid.text();
    if (!page.includes('data-done="true"')) throw new Error(`the sandbox card payment was not approved (${paid.status})`);
  }
}
