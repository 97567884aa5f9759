import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fillRegister } from "../../services/fillRegister.ts";

/**
 * The public register of vessels (decision 0066) lists a licence when it is issued; once the app
 * is ready it also lists those issued before their type declared a register. A failed fill is
 * logged and tried again at the next start: the portal answers meanwhile.
 */
export default fp(
  async function registerFill(app: FastifyInstance) {
    app.addHook("onReady", async () => {
      try {
        const added = await fillRegister(app.knex, app.definitions);
        if (added) app.log.info({ added }, "vessel register: licences issued earlier listed");
      } catch (error: unknown) {
        app.log.warn({ err: error }, "vessel register: listing the licences issued earlier failed; the next start tries again");
      }
    });
  },
  { name: "register-fill", dependencies: ["db", "definitions"] },
);
