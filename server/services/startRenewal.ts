import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import { resumeAddress } from "../../engine/navigation/resumeAddress.ts";
import { withVerifiedProfile } from "../../engine/profile/profileFields.ts";
import type { RenewalRecord, StartedRenewalView } from "../../engine/api/renewalContract.ts";
import type { EngineContext, RenewalPolicy } from "../../engine/types.ts";
import type { CertificateRow } from "./certificates.ts";
import { HttpError } from "./HttpError.ts";
import { isUniqueViolation } from "./isUniqueViolation.ts";
import { LICENCE_NOT_FOUND } from "./licenceNotFound.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";
import { suspensionView } from "./suspensionInForce.ts";
import { renewalState } from "./renewalsOf.ts";
import { recordEvent } from "./transactions.ts";

/** Where the renewal opens, and which application it is (the route's answer, engine/api/renewalContract.ts). */
export type StartedRenewal = StartedRenewalView;

/** Decision 0071: a suspended licence is renewed once the suspension ends or is lifted. */
export const SUSPENDED_NOT_RENEWED = "This licence is suspended, so it cannot be renewed until the suspension ends: see its status on your licences tab";

interface RenewalRow {
  id: number;
  temp_trans_id: string;
  trans_number: string | null;
  status: string;
  app_type: string;
  definition_version: string;
}

/**
 * The answers a renewal of `licence` starts with (decision 0070): the policy's `answers`, the
 * licence's number in `licenceNumber`, and each `carryOver` answer the last approved application
 * gave (a field of another version the type no longer asks is dropped by the first save, as any).
 */
export function renewalAnswers(policy: RenewalPolicy, approved: Record<string, unknown>, licenceNumber: string): { answers: Record<string, unknown>; carried: Record<string, unknown> } {
  const carried = Object.fromEntries(policy.carryOver.filter((name) => approved[name] !== undefined && approved[name] !== null && approved[name] !== "").map((name) => [name, approved[name]]));
  return { answers: { ...carried, ...(policy.answers ?? {}), ...(policy.licenceNumber ? { [policy.licenceNumber]: licenceNumber } : {}) }, carried };
}

/**
 * Starts the renewal of the holder's licence `certificateId` from their dashboard (issue 29,
 * decision 0070), or opens the one already started: a draft of the licence's type under the
 * version in force, prefilled from the licence's last approved application as the type's
 * `renewal` section says, stored at the first step that needs the holder. Someone else's licence
 * answers 404 like an unknown one; a revoked licence, one suspended on `today` (decision 0071), a
 * type renewed by applying afresh, or a licence whose renewal is already submitted or approved
 * answer 409 with what to do.
 */
export async function startRenewal(knex: Knex, definitionOf: (appType: string) => CompiledDefinition | undefined, contextOf: (appType: string) => Promise<EngineContext>, identity: Identity, certificateId: number, today: string): Promise<StartedRenewal> {
  const licence = (await knex("issued_certificates").where({ id: certificateId }).first()) as CertificateRow | undefined;
  if (!licence || identity.entityId === null || Number(licence.entity_id) !== identity.entityId) throw new HttpError(404, LICENCE_NOT_FOUND);
  if (licence.revoked_at) throw new HttpError(409, "This licence was revoked, so it cannot be renewed: apply for a new one");
  if (suspensionView(licence, today)) throw new HttpError(409, SUSPENDED_NOT_RENEWED);
  const compiled = definitionOf(licence.app_type);
  const policy = compiled?.definition.renewal;
  if (!compiled || !policy) throw new HttpError(409, "This licence is not renewed online from the dashboard: apply for the same type and answer that it is a renewal");
  const context = await contextOf(compiled.definition.id);
  const started = await existingRenewal(knex, certificateId);
  if (started) return { ...opened(compiled, started, context), resumed: true };
  const approvedRow = (await knex("transactions").where({ id: licence.transaction_id }).first("answers", "entity_id")) as { answers: string; entity_id: number | string | null } | undefined;
  // A licence transferred since (decision 0069) was applied for by its previous holder: none of their answers carry over to the new one.
  const transferred = Number(approvedRow?.entity_id) !== Number(licence.entity_id);
  const { answers, carried } = renewalAnswers(policy, transferred ? {} : parseJson<Record<string, unknown>>(approvedRow?.answers, {}), String(licence.trans_number));
  const navigation = navigate(compiled, withVerifiedProfile(compiled, answers, context.profile ?? {}), context);
  const step = navigation.current && compiled.steps.has(navigation.current) ? navigation.current : null;
  const row = { temp_trans_id: randomUUID(), app_type: compiled.definition.id, entity_id: identity.entityId, created_by: identity.userId, status: "Draft", definition_version: compiled.definition.version, answers: JSON.stringify(answers), selection_category: step, renewal_of: certificateId, renewal: JSON.stringify({ licence: String(licence.trans_number), carried, ...(transferred ? { transferred } : {}) } satisfies RenewalRecord) };
  try {
    const [inserted] = await knex("transactions").insert(row).returning("id");
    const id = Number(typeof inserted === "object" ? inserted.id : inserted);
    await recordEvent(knex, id, identity, "Renewal started", "Draft", `Renewal of licence ${licence.trans_number}`);
  } catch (error) {
    // Renew pressed on two devices at once: the other press made it; this one opens it.
    if (!isUniqueViolation(error)) throw error;
    const other = await existingRenewal(knex, certificateId);
    if (!other) throw error;
    return { ...opened(compiled, other, context), resumed: true };
  }
  return { temp_trans_id: row.temp_trans_id, app_type: row.app_type, definition_version: row.definition_version, address: resumeAddress(compiled, navigation.current), resumed: false };
}

/**
 * The renewal of the licence already started, if any: a draft is opened again; one submitted or
 * approved is refused with its number; one closed without a licence frees the licence for a new
 * renewal (its `renewal_of` cleared, so the unique index lets the next one in).
 */
async function existingRenewal(knex: Knex, certificateId: number): Promise<(RenewalRow & { answers: string }) | null> {
  const row = (await knex("transactions").where({ renewal_of: certificateId }).first("id", "temp_trans_id", "trans_number", "status", "app_type", "definition_version", "answers", "selection_category")) as (RenewalRow & { answers: string; selection_category: string | null }) | undefined;
  if (!row) return null;
  const issued = row.trans_number ? await knex("issued_certificates").where({ transaction_id: row.id }).first("id") : null;
  const state = renewalState({ ...row, issued });
  if (state === "draft") return row;
  if (state === "issued") throw new HttpError(409, `This licence was already renewed by application ${row.trans_number}: renew the licence that application issued`);
  if (state === "submitted") throw new HttpError(409, `A renewal of this licence is already with the NFA: application ${row.trans_number}`);
  await knex("transactions").where({ id: row.id }).update({ renewal_of: null });
  return null;
}

/** Where an existing renewal draft opens: its first step or page that needs the holder. */
function opened(compiled: CompiledDefinition, row: RenewalRow & { answers: string }, context: EngineContext): Omit<StartedRenewal, "resumed"> {
  const answers = withVerifiedProfile(compiled, parseJson<Record<string, unknown>>(row.answers, {}), context.profile ?? {});
  return { temp_trans_id: row.temp_trans_id, app_type: row.app_type, definition_version: row.definition_version, address: resumeAddress(compiled, navigate(compiled, answers, context).current) };
}
