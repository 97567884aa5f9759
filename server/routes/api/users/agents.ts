import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { entityAccess } from "../../../services/entityAccess.ts";
import { endSessions } from "../../../services/endSessions.ts";
import { addAgent, entityUsers, promoteAgent, removeAgent } from "../../../services/entityUsers.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { confirmCurrentPassword } from "../../../services/confirmCurrentPassword.ts";
import { hashPassword } from "../../../services/passwords.ts";

const entityParams = { type: "object", required: ["entityId"], properties: { entityId: { type: "integer", minimum: 1 } } };
const userParams = { type: "object", required: ["userId"], properties: { userId: { type: "integer", minimum: 1 } } };
const msgOnly = okSchema({ type: "object", properties: { msg: { type: "string" } } });

/** Entity users and agents: one primary, up to three secondary (spec 000 §6); the server enforces every rule. */
export default async function agents(app: FastifyInstance) {
  const current = (request: { identity: unknown }) => request.identity as NonNullable<import("../../../services/login.ts").Identity>;
  const primaryOnly = async (identity: ReturnType<typeof current>, entityId: number) => {
    const access = await entityAccess(app.knex, identity, entityId);
    if (access !== "primary" && access !== "staff") throw new HttpError(403, "Only the primary agent can manage the entity's agents");
  };

  app.get<{ Params: { entityId: number } }>(
    "/entity/:entityId",
    { preHandler: app.authenticate, schema: { tags: ["agents"], summary: "Users of an entity, primary first", params: entityParams, response: { 200: okSchema({ type: "object", properties: { users: { type: "array", items: { type: "object", additionalProperties: true } } } }), ...errorResponses } } },
    async (request) => {
      await entityAccess(app.knex, current(request), request.params.entityId);
      return ok({ users: await entityUsers(app.knex, request.params.entityId, current(request)) });
    },
  );

  app.post<{ Params: { entityId: number }; Body: { name_of_applicant: string; email: string; cell_phone_user?: string; password: string } }>(
    "/add/entity/:entityId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["agents"],
        summary: "Add a secondary agent (primary agent only; at most three)",
        params: entityParams,
        body: { type: "object", required: ["name_of_applicant", "email", "password"], properties: { name_of_applicant: { type: "string", minLength: 1, maxLength: 200 }, email: { type: "string", format: "email", maxLength: 254 }, cell_phone_user: { type: "string", pattern: "^\\d{3}-\\d{3}-\\d{4}$" }, password: { type: "string", minLength: 8, maxLength: 200 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, id: { type: "integer" } } }), ...errorResponses },
      },
    },
    async (request) => {
      await primaryOnly(current(request), request.params.entityId);
      const id = await addAgent(app.knex, request.params.entityId, request.body);
      // The new agent's email gets the registration's fixed confirmation message, never words the primary typed (decision 0044).
      request.afterAnswer(() => app.sendVerification(id));
      return ok({ msg: "Agent added successfully", id });
    },
  );

  app.post<{ Params: { userId: number }; Body: { name_of_applicant?: string; password?: string; current_password?: string; email?: string; cell_phone_user?: string } }>(
    "/:userId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["agents"],
        summary: "Update one's own user row (name, password); email and phone of an existing user cannot change. A new password needs current_password, ends every other session and answers a fresh token",
        params: userParams,
        body: { type: "object", properties: { name_of_applicant: { type: "string", minLength: 1, maxLength: 200 }, password: { type: "string", minLength: 8, maxLength: 200 }, current_password: { type: "string", maxLength: 200 }, email: { type: "string", maxLength: 254 }, cell_phone_user: { type: "string", maxLength: 20 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, token: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      if (request.params.userId !== current(request).userId) throw new HttpError(403, "You can only update your own details");
      const user = await app.knex("users").where({ id: request.params.userId }).first();
      if ((request.body.email !== undefined && request.body.email !== user?.email) || (request.body.cell_phone_user !== undefined && request.body.cell_phone_user !== user?.cell_phone_user)) throw new HttpError(400, "The email and telephone of an existing user cannot be changed");
      if (request.body.password) await confirmCurrentPassword(app.knex, request.params.userId, request.body.current_password);
      const update: Record<string, unknown> = { updated_at: app.knex.fn.now() };
      if (request.body.name_of_applicant) update.name_of_applicant = request.body.name_of_applicant;
      if (request.body.password) update.password_hash = await hashPassword(request.body.password);
      await app.knex("users").where({ id: request.params.userId }).update(update);
      if (!request.body.password) return ok({ msg: "User updated successfully" });
      // A changed password ends every session signed with the old one (a thief's too); this one goes on with a new token.
      await endSessions(app.knex, request.params.userId);
      const fresh = await app.knex("users").where({ id: request.params.userId }).first("session_version");
      return ok({ msg: "User updated successfully", token: app.signToken({ ...current(request), sessionVersion: Number(fresh.session_version) }) });
    },
  );

  for (const [method, path, action, summary] of [
    ["DELETE", "/:userId", removeAgent, "Delete a secondary agent (primary agent only)"],
    ["POST", "/:userId/promote", promoteAgent, "Promote a secondary agent to primary (primary agent only)"],
  ] as const) {
    app.route<{ Params: { userId: number } }>({
      method,
      url: path,
      preHandler: app.authenticate,
      schema: { tags: ["agents"], summary, params: userParams, response: { 200: msgOnly, ...errorResponses } },
      handler: async (request) => {
        const identity = current(request);
        if (!identity.entityId) throw new HttpError(404, "User not found");
        await primaryOnly(identity, identity.entityId);
        if (request.params.userId === identity.userId) throw new HttpError(409, "You cannot do this to your own account");
        await action(app.knex, identity.entityId, request.params.userId);
        return ok({ msg: method === "DELETE" ? "Agent deleted successfully" : "Agent promoted to primary successfully" });
      },
    });
  }
}
