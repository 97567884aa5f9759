import type { FastifyInstance } from "fastify";
import type { Knex } from "knex";
import { notSuspendedOn } from "../suspensionInForce.ts";

/** A type's transfer policy (the definition's `certificate.transfer`, decision 0069), or undefined where it cannot be transferred. */
export type TransferPolicyOf = (appType: string) => { confirmWithinDays: number } | undefined;

/** The policy as today's definitions declare it: what may be transferred is read from schemas/, never listed in code. */
export const transferPolicyOf =
  (app: FastifyInstance): TransferPolicyOf =>
  (appType) =>
    app.definitions.get(appType)?.definition.certificate?.transfer;

/**
 * The ids of the entity's certificates that may be transferred on `today`: of a type whose
 * definition allows it, in force that day, not revoked, not suspended (decision 0071), and with no transfer open (one awaiting
 * the new owner past its last day to confirm counts as ended).
 */
export async function transferableCertificates(knex: Knex, entityId: number | null, today: string, policyOf: TransferPolicyOf): Promise<number[]> {
  if (!entityId) return [];
  const rows = (await notSuspendedOn(knex("issued_certificates as c"), today, "c")
    .where({ "c.entity_id": entityId, "c.revoked_at": null })
    .where("c.date_of_issue", "<=", today)
    .where("c.date_of_expiration", ">=", today)
    .whereNotExists(knex("licence_transfers as lt").whereRaw('"lt"."open_certificate_id" = "c"."id"').where((open) => open.whereNot("lt.status", "awaiting_new_owner").orWhere("lt.confirm_by", ">=", today)))
    .orderBy("c.id")
    .select("c.id", "c.app_type")) as Array<{ id: number; app_type: string }>;
  return rows.filter((row) => policyOf(row.app_type)).map((row) => Number(row.id));
}
