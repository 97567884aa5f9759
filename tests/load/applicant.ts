import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";

const ROOT = join(import.meta.dirname, "..", "..");

type LoadScenario = { profile?: { applicant_type?: string }; answers: Record<string, unknown>; expect: { complete?: boolean; fees?: { total?: number } } };

/**
 * The scenario the applicants submit, found in the definitions and their scenarios (no type named
 * in code): the first type needing a login with a complete scenario for a company that states
 * its fees are nothing, so the load is the applications themselves, not the payment gateway.
 */
function loadScenario(): { appType: string; scenario: LoadScenario } {
  for (const file of readdirSync(join(ROOT, "schemas", "types")).filter((f) => f.endsWith(".json")).sort()) {
    const definition = JSON.parse(readFileSync(join(ROOT, "schemas", "types", file), "utf8")) as { id: string; requiresLogin?: boolean };
    if (!definition.requiresLogin) continue;
    for (const { scenario } of loadScenarios(definition.id) as Array<{ scenario: LoadScenario }>) {
      if (scenario.expect.complete === true && scenario.expect.fees?.total === 0 && scenario.profile?.applicant_type === "Company") return { appType: definition.id, scenario };
    }
  }
  throw new Error("no complete, fee-free scenario of a company to load the portal with (fixtures/scenarios/)");
}

const { appType, scenario: SCENARIO } = loadScenario();
export const APP_TYPE = appType;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n").toString("base64");

/** Counts shared by every applicant. */
export class Tally {
  requests = 0;
  networkErrors = 0;
  statuses = new Map<number, number>();
  /** "429 POST /api/users/login" → how often: where the answers other than 200 came from. */
  refusals = new Map<string, number>();
  started = 0;
  draftsSaved = 0;
  uploads = 0;
  submitsSent = 0;
  retriedAfterRestart = 0;
  /** temp id → every transaction number a submit of it was acknowledged with (a 200 that reached the applicant). */
  acknowledged = new Map<string, Set<string>>();
  /** temp ids whose submit was sent but never acknowledged (the connection broke). */
  unacknowledged = new Set<string>();
  /** temp id → applicant, to read each application back as its owner. */
  owners = new Map<string, Applicant>();
}

/** An answer, or null when the request never got one (server down, connection cut). */
type Answer = { status: number; body: { data?: Record<string, unknown> } } | null;

/** One applicant with an account of their own, working through the API as the browser would. */
export class Applicant {
  token = "";
  constructor(
    readonly base: string,
    readonly email: string,
    readonly tally: Tally,
    /** The address a load balancer in front would pass on (X-Forwarded-For), so per-address limits count each applicant apart; none: the socket's. */
    readonly from?: string,
  ) {}

  /** One request; null when the server did not answer. */
  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    this.tally.requests++;
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: { ...(this.token ? { authorization: this.token } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), ...(this.from ? { "x-forwarded-for": this.from } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
      this.tally.statuses.set(response.status, (this.tally.statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 200) {
        const where = `${response.status} ${method} ${path.replace(/\?.*$/, "").replace(/\/[^/]*\d[^/]*$/, "/…")}`;
        this.tally.refusals.set(where, (this.tally.refusals.get(where) ?? 0) + 1);
      }
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : {} };
    } catch {
      this.tally.networkErrors++;
      return null;
    }
  }

  /** Repeats a request the server did not answer (or answered 5xx/429) until it does, or the time is up. */
  async retry(method: string, path: string, body: unknown, until: number): Promise<Answer> {
    for (;;) {
      const answer = await this.call(method, path, body);
      if (answer && answer.status < 500 && answer.status !== 429) return answer;
      if (Date.now() > until) return answer;
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 250));
    }
  }

  /** Registers a company account and signs in. */
  async register(until: number): Promise<void> {
    const password = "Load-Test-2026";
    const registered = await this.retry("POST", "/api/users/register", { applicant_type: "Company", company_name: `Load Test ${this.email}`, email: this.email, password, reenterpassword: password, signature: "data:image/png;base64,iVBORw0KGgo=" }, until);
    if (registered?.status !== 200) throw new Error(`cannot register ${this.email}: ${JSON.stringify(registered)}`);
    await this.signIn(until);
  }

  async signIn(until: number): Promise<void> {
    const login = await this.retry("POST", "/api/users/login", { login_with: "email", user_name: this.email, password: "Load-Test-2026" }, until);
    const token = login?.body.data?.token;
    if (typeof token !== "string") throw new Error(`cannot sign in ${this.email}: ${JSON.stringify(login)}`);
    this.token = token;
  }

  /** Submits (or resubmits) an application; records the number when the answer reaches us. */
  async submit(tempId: string, until: number): Promise<"acknowledged" | "refused" | "unanswered"> {
    this.tally.submitsSent++;
    const answer = await this.call("POST", `/api/applications/save-application?app_type=${APP_TYPE}`, { ...SCENARIO.answers, temp_trans_id: tempId, app_type: APP_TYPE, launchCase: true });
    if (!answer || answer.status >= 500) {
      this.tally.unacknowledged.add(tempId);
      return "unanswered";
    }
    const number = answer.body.data?.transNumber;
    if (answer.status === 200 && typeof number === "string") {
      this.tally.unacknowledged.delete(tempId);
      const numbers = this.tally.acknowledged.get(tempId) ?? new Set<string>();
      numbers.add(number);
      this.tally.acknowledged.set(tempId, numbers);
      return "acknowledged";
    }
    if (answer.status === 401) await this.signIn(until);
    return "refused";
  }

  /** Starts applications until `until`: a temporary id, two draft saves, the document, the submit. */
  async work(until: number): Promise<void> {
    while (Date.now() < until) {
      const temp = await this.retry("POST", "/api/transactions/temp", { app_type: APP_TYPE }, until);
      if (temp?.status === 401) await this.signIn(until + 30_000);
      const tempId = temp?.body.data?.temp_trans_id;
      if (typeof tempId !== "string") continue;
      this.tally.started++;
      this.tally.owners.set(tempId, this);
      const entries = Object.entries(SCENARIO.answers);
      for (const part of [Object.fromEntries(entries.slice(0, Math.ceil(entries.length / 2))), SCENARIO.answers]) {
        const saved = await this.retry("POST", `/api/applications/save-application?app_type=${APP_TYPE}`, { ...part, temp_trans_id: tempId, app_type: APP_TYPE, launchCase: false }, until);
        if (saved?.status === 200) this.tally.draftsSaved++;
      }
      await this.uploadMissing(tempId, until);
      await this.submit(tempId, until);
    }
  }

  /** Uploads each required document the application does not have yet. */
  async uploadMissing(tempId: string, until: number): Promise<void> {
    const needs = await this.retry("GET", `/api/documents/all-documents/${APP_TYPE}/${tempId}`, undefined, until);
    const have = await this.retry("GET", `/api/documents/uploaded-documents/${tempId}`, undefined, until);
    const uploaded = JSON.stringify(have?.body.data ?? {});
    for (const need of ((needs?.body.data?.documents ?? []) as Array<{ key: string; required: boolean }>).filter((n) => n.required && !uploaded.includes(`"${n.key}"`))) {
      const upload = await this.retry("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: `${need.key}.pdf`, contentType: "application/pdf", content: PDF, supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } }, until);
      if (upload?.status === 200) this.tally.uploads++;
    }
  }

  /**
   * After the restart: an application whose submit was never answered is submitted again with
   * the same temporary id; when that is refused as incomplete (the kill cut the draft save or the
   * upload short), the applicant saves and uploads again and retries, as a person would.
   */
  async finish(tempId: string, until: number): Promise<void> {
    while (this.tally.unacknowledged.has(tempId) && Date.now() < until) {
      const outcome = await this.submit(tempId, until);
      if (outcome === "acknowledged") return;
      if (outcome === "refused") {
        await this.retry("POST", `/api/applications/save-application?app_type=${APP_TYPE}`, { ...SCENARIO.answers, temp_trans_id: tempId, app_type: APP_TYPE, launchCase: false }, until);
        await this.uploadMissing(tempId, until);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
