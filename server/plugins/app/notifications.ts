import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deliverNotifications, registerNotifier } from "../../services/notifications/notifier.ts";

/**
 * Makes every event recorded on the app's database notify the applicant (decision 0038) through
 * app.mailer, with the titles of the loaded definitions; at start it sends what an earlier run
 * left unsent.
 */
export default fp(
  async function notifications(app: FastifyInstance) {
    registerNotifier(app.knex, { mailer: app.mailer, titleOf: (appType) => app.definitions.get(appType)?.definition.title ?? appType, log: app.log });
    app.addHook("onReady", async () => {
      void deliverNotifications(app.knex);
    });
  },
  { name: "notifications", dependencies: ["db", "definitions", "mailer"] },
);
