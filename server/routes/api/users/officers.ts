import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { entityProfile } from "../../../services/accounts.ts";
import { entityAccess } from "../../../services/entityAccess.ts";
import { HttpError } from "../../../services/HttpError.ts";
import type { Identity } from "../../../services/login.ts";

/** Supporting officers: the entities they act for, and switching between them (spec 000 §2, §6). */
export default async function officers(app: FastifyInstance) {
  const officerOnly = (identity: Identity) => {
    if (identity.role !== "supporting_officer" && identity.role !== "staff" && identity.role !== "admin") throw new HttpError(403, "Only supporting officers can do this");
  };

  app.get(
    "/entities",
    { preHandler: app.authenticate, schema: { tags: ["officers"], summary: "The entities a supporting officer is associated with", response: { 200: okSchema({ type: "array", items: { type: "object", additionalProperties: true } }), ...errorResponses } } },
    async (request) => {
      const identity = request.identity as Identity;
      officerOnly(identity);
      const rows = await app.knex("entities as e").join("officer_entities as oe", "oe.entity_id", "e.id").where("oe.officer_user_id", identity.userId).select("e.*").orderBy("e.id");
      return ok(rows.map(entityProfile));
    },
  );

  app.post<{ Body: { entity_id: number } }>(
    "/switch",
    {
      preHandler: app.authenticate,
      schema: { tags: ["officers"], summary: "Act for another associated entity: answers a new token", body: { type: "object", required: ["entity_id"], properties: { entity_id: { type: "integer", minimum: 1 }, user_id: { type: "integer" } } }, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, token: { type: "string" } } }), ...errorResponses } },
    },
    async (request) => {
      const identity = request.identity as Identity;
      await entityAccess(app.knex, identity, request.body.entity_id);
      return ok({ msg: "Switched Applicant Successfully", token: app.signToken({ ...identity, entityId: request.body.entity_id }) });
    },
  );
}
