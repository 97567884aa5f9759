import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The OpenAPI document of every route, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: "NFA licensing portal API", version: "0.1.0", description: "Every route of the portal. Responses are { success, statusCode, data }; failures carry data.msg and, for judged answers, data.errors of { pointer, message }." },
      components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
});
