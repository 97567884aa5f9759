import type { Knex } from "knex";
import type { LicenceVariation } from "../../../engine/api/licenceVariationContract.ts";
import { timestampText } from "../searchTransactions.ts";

/** Variations with their licence's number, for variationView; narrowed by the caller. */
export const variationQuery = (knex: Knex) =>
  knex("licence_variations as lv").join("issued_certificates as ic", "ic.id", "lv.certificate_id").select("lv.id", "lv.certificate_id", "ic.trans_number", "lv.text", "lv.takes_effect", "lv.varied_at", "lv.acknowledged_at").orderBy("lv.id", "desc");

/** A variation row as the holder and staff see it (decision 0071): days, not who acted. */
export function variationView(row: Record<string, unknown>): LicenceVariation {
  return {
    id: Number(row.id),
    certificate_id: Number(row.certificate_id),
    licence_number: String(row.trans_number),
    text: String(row.text),
    from: String(row.takes_effect),
    varied_on: timestampText(row.varied_at).slice(0, 10),
    acknowledged_on: row.acknowledged_at ? timestampText(row.acknowledged_at).slice(0, 10) : null,
  };
}

/** The variations of the licences `entityId` holds now, newest first (none for a visitor). */
export async function variationsOf(knex: Knex, entityId: number | null): Promise<LicenceVariation[]> {
  if (!entityId) return [];
  return ((await variationQuery(knex).where("ic.entity_id", entityId)) as Array<Record<string, unknown>>).map(variationView);
}

/** The variations of one licence, newest first: the case page's. */
export async function variationsOfLicence(knex: Knex, certificateId: number): Promise<LicenceVariation[]> {
  return ((await variationQuery(knex).where("lv.certificate_id", certificateId)) as Array<Record<string, unknown>>).map(variationView);
}
