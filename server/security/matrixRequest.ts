import type { LightMyRequestResponse } from "fastify";
import type { Actor, RouteKey, SecurityFixture } from "./securityFixture.ts";
import { fillPath } from "./securityFixture.ts";
import { FILES } from "../testing/scenarioAnswers.ts";
import type { MatrixRow } from "./accessMatrix.ts";

/** `{appType}`, `{draft}`, `{entityId}` … in a row's query or body become applicant A's values. */
export function fillValues(f: SecurityFixture, value: unknown): unknown {
  const values: Record<string, unknown> = { appType: f.submitted.appType, transactionId: f.submitted.id, draft: f.draftTempId, entityId: f.entityId, userId: f.userId, transNumber: f.submitted.transNumber, submittedStatus: f.submittedStatus, png: FILES.png.toString("base64"), pdf: FILES.pdf.toString("base64") };
  if (typeof value === "string") {
    const whole = /^\{(\w+)\}$/.exec(value)?.[1];
    if (whole !== undefined && whole in values) return values[whole];
    return value.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  }
  if (Array.isArray(value)) return value.map((v) => fillValues(f, v));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillValues(f, v)]));
  return value;
}

/** One cell: the row's request (A's ids in the path, its body and query) sent as `actor`. */
export async function requestCell(f: SecurityFixture, route: RouteKey, row: MatrixRow, actor: Actor): Promise<LightMyRequestResponse> {
  const method = route.slice(0, route.indexOf(" ")) as "GET" | "POST" | "PUT" | "DELETE";
  const query = row.query ? `?${fillValues(f, row.query) as string}` : "";
  const token = f.tokens[actor];
  const body = row.body === undefined ? (method === "GET" || method === "DELETE" ? undefined : {}) : fillValues(f, row.body);
  return f.app.inject({ method, url: fillPath(f, route) + query, headers: token ? { authorization: token } : {}, ...(body === undefined ? {} : { payload: body as object }) });
}
