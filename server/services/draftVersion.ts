import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { evaluateApplication } from "../../engine/evaluateApplication.ts";
import type { PriceLock } from "../../engine/fees/calculateFees.ts";
import type { Answers, EngineContext } from "../../engine/types.ts";
import { compareLabels } from "../../engine/versions/inForce.ts";
import { migrateAnswers } from "../../engine/versions/migrateAnswers.ts";
import { versionChanges, type VersionChanges } from "../../engine/versions/versionChanges.ts";
import { boundAnswers } from "./boundAnswers.ts";
import { priceLock } from "./priceLock.ts";

/** What judges a draft: its version (moved or not), its answers under it, and the prices it keeps. */
export interface DraftJudging {
  compiled: CompiledDefinition;
  answers: Answers;
  /** The prices it keeps; looked up only when asked for (`withPrices`) or when it moved (a save needs none). */
  prices: PriceLock | undefined;
  /** What moving it to the version in force changed, when it was moved now. */
  moved: VersionChanges | null;
}

/**
 * The version a draft is judged by (decision 0041): the one it was written under while that is in
 * force, or while the version in force lets drafts of it finish (`previousDraftsUntil`); otherwise
 * the draft is moved to the version in force through the migrations each later version declares,
 * and what changed for it is returned, to be shown before it goes on. `answers` were written under
 * `written` (the version the client says it sent them under, else the draft's stored one); they
 * are bounded to that version's fields before they move, so a renamed field keeps its answer.
 */
export async function draftJudging(app: FastifyInstance, draft: { app_type: string; temp_trans_id: string; trans_number: string | null }, written: string, sent: Answers, context: EngineContext, withPrices = true): Promise<DraftJudging> {
  const inForce = app.definitions.get(draft.app_type);
  if (!inForce) throw new Error(`no definition of ${draft.app_type} is in force`);
  const own = app.definitions.version(draft.app_type, written);
  // A submitted application is never moved: it stands as it was judged (its repeated submit answers its number).
  const stays = !own || draft.trans_number !== null || own === inForce || compareLabels(own.definition.version, inForce.definition.version) > 0 || mayFinishOn(inForce, own, context.today);
  if (stays) {
    const compiled = own ?? inForce;
    const answers = boundAnswers(compiled, sent);
    return { compiled, answers, prices: withPrices ? await priceLock(app, draft.app_type, draft.temp_trans_id, compiled) : undefined, moved: null };
  }
  const before = boundAnswers(own, sent);
  const chain = app.definitions.versions(draft.app_type);
  const upTo = chain.slice(0, chain.indexOf(inForce) + 1).map((c) => c.definition);
  const { answers, applied } = migrateAnswers(upTo, own.definition.version, before);
  const [oldPrices, prices] = await Promise.all([priceLock(app, draft.app_type, draft.temp_trans_id, own), priceLock(app, draft.app_type, draft.temp_trans_id, inForce)]);
  const moved = versionChanges(
    { compiled: own, answers: before, evaluation: evaluateApplication(own, before, context, oldPrices ? { prices: oldPrices } : {}) },
    { compiled: inForce, answers, evaluation: evaluateApplication(inForce, answers, context, prices ? { prices } : {}) },
    applied,
  );
  return { compiled: inForce, answers: boundAnswers(inForce, answers), prices, moved };
}

/** Whether drafts written under `own` may still finish on it today: the version in force says so, until a day. */
function mayFinishOn(inForce: CompiledDefinition, own: CompiledDefinition, today: string): boolean {
  const migration = inForce.definition.migrations;
  return migration?.from === own.definition.version && migration.previousDraftsUntil !== undefined && today <= migration.previousDraftsUntil;
}

/** A pending notice with another move added: the applicant sees every change since they last looked; null when there is nothing to see. */
export function mergedChanges(pending: VersionChanges | null, moved: VersionChanges): VersionChanges | null {
  const merged = pending ? { from: pending.from, to: moved.to, items: [...pending.items, ...moved.items], resumeAt: moved.resumeAt } : moved;
  return merged.items.length ? merged : null;
}
