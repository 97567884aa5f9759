import type { Knex } from "knex";
import type { VariationAnswer } from "../../../engine/api/licenceVariationContract.ts";
import { HttpError } from "../HttpError.ts";
import { recordLicenceEvent } from "../licenceEvents.ts";
import type { Identity } from "../login.ts";
import { recordEvent } from "../transactions.ts";
import { variationQuery, variationView } from "./variationViews.ts";

/**
 * The holder acknowledges a variation of their licence (decision 0071): that they have read it,
 * not that they agree (an objection goes to the NFA as any other). Only the licence's holder now
 * may: anyone else, staff too, is told it is not found, as for an unknown id. A second
 * acknowledgement, or two at once, is a 409 for all but the first.
 */
export async function acknowledgeVariation(knex: Knex, variationId: number, identity: Identity): Promise<VariationAnswer> {
  const row = (await knex("licence_variations as lv").join("issued_certificates as ic", "ic.id", "lv.certificate_id").where("lv.id", variationId).first("lv.certificate_id", "ic.entity_id", "ic.transaction_id")) as { certificate_id: number; entity_id: number | null; transaction_id: number } | undefined;
  if (!row || identity.entityId === null || Number(row.entity_id) !== identity.entityId) throw new HttpError(404, "Variation not found");
  await knex.transaction(async (trx) => {
    const changed = await trx("licence_variations").where({ id: variationId, acknowledged_at: null }).update({ acknowledged_at: new Date().toISOString(), acknowledged_by: identity.userId });
    if (changed !== 1) throw new HttpError(409, "You have already acknowledged this variation");
    // In the case's history too, where staff see it beside the variation.
    await recordEvent(trx, Number(row.transaction_id), identity, "variation-acknowledged", null, null);
    await recordLicenceEvent(trx, { certificateId: Number(row.certificate_id), entityId: identity.entityId, action: "variation-acknowledged", userId: identity.userId, details: { variation_id: variationId } });
  });
  return { msg: "Thank you: you have acknowledged the variation", variation: variationView((await variationQuery(knex).where("lv.id", variationId).first()) as Record<string, unknown>) };
}
