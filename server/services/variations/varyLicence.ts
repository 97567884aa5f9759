import type { Knex } from "knex";
import { VARIATION_TEXT_REQUIRED, type VariationAnswer, type VaryRequest } from "../../../engine/api/licenceVariationContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { HttpError } from "../HttpError.ts";
import { recordLicenceEvent } from "../licenceEvents.ts";
import type { Identity } from "../login.ts";
import { staffsLicence } from "../staffsLicence.ts";
import { recordEvent } from "../transactions.ts";
import { variationQuery, variationView } from "./variationViews.ts";

/** A 400 about the first day, beside its field. */
const badFrom = (message: string) => new HttpError(400, message, [{ pointer: "/from", message }]);

/**
 * Staff vary a licence's conditions (issue 29, decision 0071): the text says what changes, `from`
 * the first day it applies (today when absent; not before today, not after the licence's last
 * day). Recorded in the case's history ("licence-varied", the holder notified) and the licence's
 * ("varied"), in one transaction with the variation. A licence revoked or expired is a 409; a
 * suspended one may be varied (the variation applies once it is valid again).
 */
export async function varyLicence(knex: Knex, id: number, body: VaryRequest, identity: Identity, today: string): Promise<VariationAnswer> {
  const text = body.text.trim();
  if (!text) throw new HttpError(400, VARIATION_TEXT_REQUIRED, [{ pointer: "/text", message: VARIATION_TEXT_REQUIRED }]);
  const from = body.from ?? today;
  const row = await staffsLicence(knex, id, "varied", today);
  if (from < today) throw badFrom("A variation cannot apply before today: enter today or a later day");
  if (from > row.date_of_expiration) throw badFrom(`A variation must apply by the licence's last day, ${formatDate(row.date_of_expiration)}`);
  const variationId = await knex.transaction(async (trx) => {
    const [inserted] = await trx("licence_variations").insert({ certificate_id: id, text, takes_effect: from, varied_by: identity.userId, varied_at: new Date().toISOString() }).returning("id");
    const created = Number(typeof inserted === "object" ? inserted.id : inserted);
    await recordEvent(trx, row.transaction_id, identity, "licence-varied", null, `From ${formatDate(from)}: ${text}`);
    await recordLicenceEvent(trx, { certificateId: id, entityId: row.entity_id, action: "varied", userId: identity.userId, details: { variation_id: created, text, from } });
    return created;
  });
  return { msg: "The licence has been varied: the holder is asked to acknowledge it", variation: variationView((await variationQuery(knex).where("lv.id", variationId).first()) as Record<string, unknown>) };
}
