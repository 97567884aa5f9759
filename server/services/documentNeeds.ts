import type { FastifyInstance } from "fastify";
import { requiredDocuments } from "../../engine/documents/requiredDocuments.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";
import { applicantContext } from "./applicantContext.ts";
import type { TransactionRow } from "./transactions.ts";

/** Optional ('other') documents may be any of these. */
export const OTHER_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];

/**
 * The documents a saved application asks for, judged by the engine from its saved answers (off-path
 * answers dropped, so a changed choice demands nothing).
 */
export async function documentNeeds(app: FastifyInstance, row: TransactionRow, identity: Identity | null) {
  // A draft's own version (decision 0041); a draft due to move is moved when it is resumed or saved.
  const compiled = app.definitions.version(row.app_type, row.definition_version) ?? app.definitions.get(row.app_type);
  if (!compiled) throw new HttpError(404, `Unknown application type ${row.app_type}`);
  const context = await applicantContext(app, identity, [row.app_type]);
  const answers = navigate(compiled, parseJson<Record<string, unknown>>(row.answers, {}), context).answers;
  return requiredDocuments(compiled.definition, { answers, context, named: compiled.named });
}
