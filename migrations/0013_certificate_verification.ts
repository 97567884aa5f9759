import type { Knex } from "knex";
import { newVerificationCode } from "../server/services/verificationCode.ts";

/**
 * Certificates anyone can verify (issue 17, decision 0039): each issued licence gets the short code
 * printed on it (and in its QR code) that opens /verify/<code>, its ID card another; staff may
 * revoke a certificate, with who, when and why. Certificates issued before this migration get
 * their codes here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.string("verification_code", 11);
    // The ID card carries its own code: it runs longer than the licence, so it is judged on its own expiry.
    t.string("card_verification_code", 11);
    t.timestamp("revoked_at");
    t.integer("revoked_by").references("users.id").onDelete("SET NULL");
    t.text("revoke_reason");
  });
  const rows = (await knex("issued_certificates").select("id", "has_id_card")) as Array<{ id: number; has_id_card: boolean | number }>;
  for (const row of rows) await knex("issued_certificates").where({ id: row.id }).update({ verification_code: newVerificationCode(), card_verification_code: row.has_id_card ? newVerificationCode() : null });
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.unique(["verification_code"]);
    t.unique(["card_verification_code"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropUnique(["verification_code"]);
    t.dropUnique(["card_verification_code"]);
  });
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropColumn("revoke_reason");
    t.dropColumn("revoked_by");
    t.dropColumn("revoked_at");
    t.dropColumn("card_verification_code");
    t.dropColumn("verification_code");
  });
}
