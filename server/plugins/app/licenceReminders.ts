import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { remindExpiringLicences } from "../../services/licenceReminders.ts";

/**
 * How often the reminders are looked for. Jamaica's day begins at 05:00 UTC; an hourly sweep sends
 * a day's reminders within the hour, and costs one indexed read when none is due.
 */
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Licence reminders (issue 29, decision 0055): swept once the app is ready (a start on a day a
 * reminder fell due sends it before the first request) and every hour after, on the portal's day.
 * Each reminder goes once whichever instance sweeps (licence_reminders' key). A failed sweep is
 * logged and the next one tries again.
 */
export default fp(
  async function licenceReminders(app: FastifyInstance) {
    const sweep = () => remindExpiringLicences(app.knex, app.definitions.today()).catch((error: unknown) => app.log.warn({ err: error }, "licence reminders: the sweep failed; the next one tries again"));
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      await sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "licence-reminders", dependencies: ["db", "definitions", "notifications"] },
);
