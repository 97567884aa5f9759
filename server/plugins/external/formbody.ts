import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Plain HTML form posts (the sandbox gateway's card form). */
export default fp(async function formBodies(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
});
