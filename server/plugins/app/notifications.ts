import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { deliverNotifications, notificationsSettled, registerNotifier } from "../../services/notifications/notifier.ts";

/**
 * Makes every event recorded on the app's database notify the applicant (decision 0038) through
 * app.mailer, with the titles of the loaded definitions; at start it sends what an earlier run
 * left unsent, and its close waits for the sweep under way.
 */
export default fp(
  async function notifications(app: FastifyInstance, opts: { config: Config }) {
    registerNotifier(app.knex, { mailer: app.mailer, titleOf: (appType) => app.definitions.get(appType)?.definition.title ?? appType, log: app.log, origin: opts.config.publicUrl });
    app.addHook("onReady", async () => {
      void deliverNotifications(app.knex);
    });
    // Registered after the database, so this runs before it closes.
    app.addHook("onClose", async () => notificationsSettled(app.knex));
  },
  { name: "notifications", dependencies: ["db", "definitions", "mailer"] },
);
