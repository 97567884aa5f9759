import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { sendVerification, type VerificationOutcome } from "../../services/contacts/sendVerification.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the user's unconfirmed contact the fixed confirmation message with a new code
     * (services/contacts/sendVerification.ts), through app.mailer, its link on PUBLIC_URL.
     * Routes call it after their answer: `request.afterAnswer(() => app.sendVerification(id))`.
     */
    sendVerification(userId: number): Promise<VerificationOutcome>;
  }
}

/** `app.sendVerification`: registration, an agent added and a resend all send the same message (decision 0044). */
export default fp(
  async function contactVerification(app: FastifyInstance, opts: { config: Pick<Config, "publicUrl"> }) {
    app.decorate("sendVerification", (userId: number) => sendVerification(app.knex, app.mailer, userId, opts.config.publicUrl));
  },
  { name: "contactVerification", dependencies: ["db", "mailer"] },
);
