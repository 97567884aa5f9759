import type { FastifyInstance } from "fastify";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { FILES } from "../testing/scenarioAnswers.ts";
import { submitBySlug } from "../testing/submitBySlug.ts";

/** The five callers every route is tried as (issue 13 'A security suite that stays'). */
export const ACTORS = ["anonymous", "applicantA", "applicantB", "officer", "staff"] as const;
export type Actor = (typeof ACTORS)[number];

/** A route as the OpenAPI document names it: "GET /api/users/profile". */
export type RouteKey = `${"GET" | "POST" | "PUT" | "DELETE" | "PATCH"} /${string}`;

/** Applicant A's ids, the ones every path parameter is filled with, and everyone's tokens. */
export interface SecurityFixture {
  app: FastifyInstance;
  tokens: Record<Actor, string | undefined>;
  /** A's draft (never submitted). */
  draftTempId: string;
  /** A's submitted licence application. */
  submitted: { id: number; tempId: string; transNumber: string; appType: string };
  /** A document uploaded to A's draft. */
  documentId: number;
  /** A's entity and user. */
  entityId: number;
  userId: number;
  /** A species season row (staff table). */
  seasonId: number;
  /** The sandbox reference of A's card payment. */
  paymentReference: string;
  /** The status A's submitted application shows (a case move names it as expected_status). */
  submittedStatus: string;
  /** An officer request (registration or claim, decision 0013): the first on file. */
  officerRequestId: number;
}

/** The real app with applicant A's data in place and the four demo accounts signed in. */
export async function buildSecurityFixture(env: Record<string, string> = {}): Promise<SecurityFixture> {
  const app = await buildApp(env);
  const a = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  const tokens: Record<Actor, string | undefined> = {
    anonymous: undefined,
    applicantA: a,
    applicantB: await tokenFor(app, DEMO.company.email, DEMO.company.password),
    officer: await tokenFor(app, DEMO.officer.email, DEMO.officer.password),
    staff: await tokenFor(app, DEMO.admin.email, DEMO.admin.password),
  };
  const submitted = await submitBySlug(app, a, "licence", "card");
  const draftTempId = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: submitted.appType }, headers: { authorization: a } })).json().data.temp_trans_id as string;
  const upload = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: draftTempId, document: { name: "extra.pdf", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } }, headers: { authorization: a } });
  const documentId = upload.json().data.id as number;
  const entityId = (await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id as number;
  const userId = (await app.knex("users").where({ email: DEMO.fisher.email }).first()).id as number;
  const seasonId = ((await app.knex("species_seasons").first()) as { id: number } | undefined)?.id ?? 1;
  const paymentReference = ((await app.knex("payments").where({ temp_trans_id: submitted.tempId }).first()) as { reference: string }).reference;
  const submittedStatus = ((await app.knex("transactions").where({ id: submitted.id }).first()) as { status: string }).status;
  const officerRequestId = ((await app.knex("officer_requests").orderBy("id").first("id")) as { id: number } | undefined)?.id ?? 1;
  return { app, tokens, draftTempId, submitted, documentId, entityId, userId, seasonId, paymentReference, submittedStatus, officerRequestId };
}

/** Every route the OpenAPI document lists (hidden routes are not in it), as "METHOD /path". */
export async function openApiRoutes(app: FastifyInstance): Promise<RouteKey[]> {
  const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}` as RouteKey));
}

/**
 * The route's path with every `{param}` filled with applicant A's id of that kind, so a cell of
 * another caller proves they cannot reach A's data. `{id}` means a transaction except under
 * /documents and /species-seasons.
 */
export function fillPath(f: SecurityFixture, route: RouteKey): string {
  const path = route.slice(route.indexOf(" ") + 1);
  const values: Record<string, string> = {
    entityId: String(f.entityId),
    userId: String(f.userId),
    tempId: f.draftTempId,
    tempTransId: f.draftTempId,
    transNumber: f.submitted.transNumber,
    transactionNumber: f.submitted.transNumber,
    transactionId: String(f.submitted.id),
    appType: f.submitted.appType,
    month: "2026-11",
    reference: f.paymentReference,
    requestId: String(f.officerRequestId),
    previewId: "0".repeat(32),
    code: "22222-22222",
    certificateId: "999999",
    transferId: "999999",
    variationId: "999999",
    id: path.startsWith("/api/documents/") ? String(f.documentId) : path.startsWith("/api/admin/species-seasons/") ? String(f.seasonId) : String(f.submitted.id),
  };
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value of applicant A for {${name}} in ${route}: add one to fillPath`);
    return encodeURIComponent(value);
  });
}
