import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { deliverNotifications, notificationsSettled, registerNotifier } from "../../services/notifications/notifier.ts";

/** How often unsent notifications are swept when nothing else sends them. */
const RETRY_EVERY_MS = 60_000;

/**
 * Makes every event recorded on the app's database notify the applicant (decision 0038) through
 * app.mailer, with the titles of the loaded definitions; at start it sends what an earlier run
 * left unsent, every minute after what is still unsent, and its close waits for the sweep under way.
 */
export default fp(
  async function notifications(app: FastifyInstance, opts: { config: Config }) {
    registerNotifier(app.knex, { mailer: app.mailer, titleOf: (appType) => app.definitions.get(appType)?.definition.title ?? appType, log: app.log, origin: opts.config.publicUrl });
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      void deliverNotifications(app.knex);
      // A mail the gateway refused, or one an instance stopped while sending, is tried again within
      // the minute, not at the next notification or start (issue 28); each row's claim keeps two
      // instances' sweeps from sending it twice.
      timer = setInterval(() => void deliverNotifications(app.knex), RETRY_EVERY_MS).unref();
    });
    // Registered after the database, so this runs before it closes.
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await notificationsSettled(app.knex);
    });
  },
  { name: "notifications", dependencies: ["db", "definitions", "mailer"] },
);
