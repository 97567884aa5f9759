import type { Knex } from "knex";
import { newVerificationCode } from "../server/services/verificationCode.ts";

/**
 * Certificates anyone can verify (issue 17, decision 0039): each issued certificate gets the short
 * code printed on it (and in its QR code) that opens /verify/<code>, and may be revoked by staff,
 * with who, when and why. Certificates issued before this migration get a code here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.string("verification_code", 11);
    t.timestamp("revoked_at");
    t.integer("revoked_by").references("users.id").onDelete("SET NULL");
    t.text("revoke_reason");
  });
  const rows = (await knex("issued_certificates").select("id")) as Array<{ id: number }>;
  for (const row of rows) await knex("issued_certificates").where({ id: row.id }).update({ verification_code: newVerificationCode() });
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.unique(["verification_code"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropUnique(["verification_code"]);
  });
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropColumn("revoke_reason");
    t.dropColumn("revoked_by");
    t.dropColumn("revoked_at");
    t.dropColumn("verification_code");
  });
}
