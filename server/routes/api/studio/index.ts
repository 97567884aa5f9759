import type { FastifyError, FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import type { Config } from "../../../config.ts";
import { studioImpact } from "../../../services/studioImpact.ts";
import { StudioPreviews } from "../../../services/studioPreviews.ts";
import { studioMetaSchema, studioSource, studioTypes } from "../../../services/studioSources.ts";
import { StudioWorkers } from "../../../services/StudioWorkers.ts";
import { bundleValidators } from "../../../services/validatorModule.ts";
import { checkSchema } from "./checkSchema.ts";
import { impactSchema } from "./impactSchema.ts";

/** The longest definition text the studio checks (the largest committed one is about 60 KB). */
export const MAX_SOURCE = 1_000_000;
const TOO_LARGE = "The definition is too large: at most 1 MB of text";
const appType = { type: "object", required: ["appType"], properties: { appType: { type: "string", maxLength: 80 } } };
const previewId = { type: "object", required: ["previewId"], properties: { previewId: { type: "string", pattern: "^[0-9a-f]{32}$" } } };
const open = { type: "object", additionalProperties: true };

/**
 * The analysts' studio (issue 16, decision 0035), for staff only: the committed definitions as
 * written, the meta-schema for the editor, a check of an edited text (lint, scenarios, graph,
 * semantic difference) and the live preview of an edited definition, kept in the database (any
 * instance serves it).
 * Nothing here writes to schemas/ or changes the definitions the portal serves. The checks, the
 * previews' validators and the impact replays run in worker threads within time and memory
 * limits (issue 25, decision 0043): no visitor waits on an analyst's edit.
 */
export default async function studio(app: FastifyInstance, opts: { config: Pick<Config, "studio"> }) {
  const staffOnly = requireRoles(app, STAFF_ROLES);
  const previews = new StudioPreviews(app.knex);
  const limits = opts.config.studio;
  const workers = new StudioWorkers(limits);
  app.addHook("onClose", () => workers.close());
  // An oversized edit says what the limit is, not the uploads' 20 MB (the app's handler takes the rest).
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode === 413) return reply.code(413).send({ success: false, statusCode: 413, data: { msg: TOO_LARGE } });
    throw error;
  });

  app.get(
    "/types",
    { preHandler: staffOnly, schema: { tags: ["studio"], summary: "Staff: the committed definitions the studio can open, in tile order", response: { 200: okSchema({ type: "object", properties: { types: { type: "array", items: { type: "object", properties: { id: { type: "string" }, title: { type: "string" }, order: { type: "number" }, file: { type: "string" } } } } } }), ...errorResponses } } },
    async () => ok({ types: studioTypes() }),
  );

  app.get<{ Params: { appType: string } }>(
    "/types/:appType",
    { preHandler: staffOnly, schema: { tags: ["studio"], summary: "Staff: one definition's committed text as written (with its $refs)", params: appType, response: { 200: okSchema({ type: "object", properties: { id: { type: "string" }, title: { type: "string" }, file: { type: "string" }, source: { type: "string" } } }), ...errorResponses } } },
    async (request) => {
      const { id, title, file, source } = studioSource(request.params.appType);
      return ok({ id, title, file: `schemas/types/${file}`, source });
    },
  );

  app.get(
    "/meta-schema",
    { preHandler: staffOnly, schema: { tags: ["studio"], summary: "Staff: the meta-schema definitions satisfy (the editor's completion and hover)", response: { 200: okSchema({ type: "object", properties: { schema: open } }), ...errorResponses } } },
    async () => ok({ schema: studioMetaSchema() }),
  );

  app.post<{ Params: { appType: string }; Body: { source: string } }>(
    "/types/:appType/check",
    {
      preHandler: staffOnly,
      bodyLimit: 2 * MAX_SOURCE,
      schema: {
        tags: ["studio"],
        summary: "Staff: lint, compile and run the scenarios of an edited definition; its flow graph, difference from the committed one, and a live preview id",
        params: appType,
        body: { type: "object", required: ["source"], additionalProperties: false, properties: { source: { type: "string", maxLength: MAX_SOURCE } } },
        response: { 200: okSchema(checkSchema), ...errorResponses },
      },
    },
    async (request) => {
      const committed = studioSource(request.params.appType);
      const task = { kind: "check", type: committed.id, path: committed.path, committedText: committed.source, text: request.body.source } as const;
      const { definition, ...check } = await workers.run(task, limits.checkMs);
      const identity = request.identity;
      const preview = definition && check.hash && identity ? await previews.keep(identity.userId, check.hash, definition) : null;
      return ok({ ...check, preview: preview ? { id: preview.id } : null });
    },
  );

  app.get<{ Params: { previewId: string } }>(
    "/previews/:previewId",
    { preHandler: staffOnly, schema: { tags: ["studio"], summary: "Staff: an edited definition kept for the live preview (resolved), as GET /api/definitions/{type} gives a served one", params: previewId, response: { 200: okSchema({ type: "object", properties: { hash: { type: "string" }, definition: open } }), ...errorResponses } } },
    async (request) => {
      const preview = await previews.get(request.params.previewId);
      if (!preview || preview.userId !== request.identity?.userId) throw new HttpError(404, "This preview has expired: check the definition again");
      return ok({ hash: preview.hash, definition: preview.definition });
    },
  );

  app.post<{ Params: { previewId: string }; Body: { today?: string } | undefined }>(
    "/previews/:previewId/impact",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["studio"],
        summary: "Staff: a checked definition replayed over the stored drafts and submitted applications of its type (issue 24): who must answer something new, answers rewritten, outcomes that flip, documents newly needed, fees and revenue, by licence type and parish",
        params: previewId,
        body: { type: ["object", "null"], additionalProperties: false, properties: { today: { type: "string", format: "date" } } },
        response: { 200: okSchema(impactSchema), ...errorResponses },
      },
    },
    async (request) => {
      const preview = await previews.get(request.params.previewId);
      if (!preview || preview.userId !== request.identity?.userId) throw new HttpError(404, "This preview has expired: check the definition again");
      return ok(await studioImpact(app, workers, preview.definition, limits.impactMs, request.body?.today));
    },
  );

  app.get<{ Params: { previewId: string } }>(
    "/previews/:previewId/validators.js",
    {
      schema: {
        tags: ["studio"],
        summary: "An edited definition's precompiled validators as an ES module (the browser imports it without its token: the random preview id is the key, decision 0035)",
        params: previewId,
      },
    },
    async (request, reply) => {
      const preview = await previews.get(request.params.previewId);
      if (!preview) throw new HttpError(404, "This preview has expired: check the definition again");
      return reply.type("text/javascript; charset=utf-8").header("cache-control", "private, no-store").send(await previews.validators(preview, (definition) => workers.run({ kind: "validators", definition }, limits.checkMs).then(bundleValidators)));
    },
  );
}
