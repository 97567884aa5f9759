import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { confirmContact } from "../../../services/contacts/confirmContact.ts";
import { contactToConfirm } from "../../../services/contacts/contactToConfirm.ts";
import { MOST_MESSAGES_PER_CONTACT, sentLately } from "../../../services/contacts/sendVerification.ts";
import { HttpError } from "../../../services/HttpError.ts";
import type { Identity } from "../../../services/login.ts";

const confirmed = okSchema({ type: "object", required: ["msg", "channel"], properties: { msg: { type: "string" }, channel: { enum: ["email", "sms"] } } });

/** What the confirmation page says once a contact is confirmed. */
export const CONFIRMED = { email: "Your email address is confirmed", sms: "Your phone number is confirmed" } as const;

/**
 * Confirming an account's email or cell phone (issue 25 finding 2, decision 0044): the code of
 * the fixed message registration sends, and a new one for the signed-in user. Both limited per
 * address like reset requests; a new code also by contact (MOST_MESSAGES_PER_CONTACT a day).
 */
export default async function contacts(app: FastifyInstance, opts: { config: Pick<Config, "loginAttemptsPerMinute"> }) {
  const rateLimit = { max: opts.config.loginAttemptsPerMinute, timeWindow: "1 minute" };

  app.post<{ Body: { code: string } }>(
    "/verify-contact",
    {
      config: { rateLimit },
      // No login needed: the link may be opened on another device. A signed-in owner's wrong codes are counted.
      preHandler: app.identify,
      schema: {
        tags: ["users"],
        summary: "Confirm an email address or cell phone with the one-time code sent to it (the link's page posts it)",
        body: { type: "object", required: ["code"], properties: { code: { type: "string", maxLength: 40 } } },
        response: { 200: confirmed, ...errorResponses },
      },
    },
    async (request) => {
      const channel = await confirmContact(app.knex, request.body.code, request.identity?.userId);
      return ok({ msg: CONFIRMED[channel], channel });
    },
  );

  app.post(
    "/resend-verification",
    {
      config: { rateLimit },
      preHandler: app.authenticate,
      schema: {
        tags: ["users"],
        summary: "Send the signed-in user's unconfirmed email (or, without one, cell phone) a new confirmation code",
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, channel: { enum: ["email", "sms"] } } }), ...errorResponses },
      },
    },
    async (request) => {
      const identity = request.identity as Identity;
      const user = await app.knex("users").where({ id: identity.userId }).first("email", "cell_phone_user", "email_verified_at", "phone_verified_at");
      const pending = user ? contactToConfirm(user) : null;
      if (!pending) throw new HttpError(409, "Your contact details are confirmed already");
      // The user's own contact: saying that it hit the limit tells them nothing they could not know.
      if ((await sentLately(app.knex, pending.contact)) >= MOST_MESSAGES_PER_CONTACT) throw new HttpError(429, `${pending.contact} has been sent ${MOST_MESSAGES_PER_CONTACT} codes in the last day. Use one of them, or ask again tomorrow.`);
      request.afterAnswer(() => app.sendVerification(identity.userId));
      return ok({ msg: `A new code is on its way to ${pending.contact}`, channel: pending.channel });
    },
  );
}
