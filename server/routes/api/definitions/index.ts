import type { FastifyInstance } from "fastify";
import { detailsPageText } from "../../../../engine/details/detailsPageText.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { keptJson } from "../../../services/keptJson.ts";
import { validatorModule } from "../../../services/validatorModule.ts";

/**
 * The application-type definitions, resolved, for the renderer: a list with a version hash per
 * type (the client caches by it) and each whole definition.
 */
export default async function definitions(app: FastifyInstance) {
  const modules = new Map<string, Promise<string>>();
  // The definitions do not change while the server runs: each answer is serialised once (docs/decisions/0025).
  const sendList = keptJson<FastifyInstance["definitions"]>();
  const sendOne = keptJson<object>();

  app.get(
    "/",
    { schema: { tags: ["definitions"], summary: "Every application type in its tile order (spec 000 §1): id, title, order, routes, stages, what happens after a submit, version hash", response: { 200: okSchema({ type: "object", properties: { definitions: { type: "array", items: { type: "object", additionalProperties: true } } } }), ...errorResponses } } },
    async (_request, reply) =>
      sendList(reply, app.definitions, () => ok({
        // The tiles and every list of types follow the definitions' order, spec 000 §1's, not their file names.
        definitions: [...app.definitions.all()].sort((a, b) => a.definition.order - b.definition.order).map(({ definition: d }) => ({
          id: d.id,
          slug: d.slug,
          title: d.title,
          order: d.order,
          description: d.description ?? null,
          routePrefix: d.routePrefix,
          requiresLogin: d.requiresLogin,
          detailsPath: d.detailsPath,
          stages: d.stages,
          whatHappensNext: d.whatHappensNext ?? null,
          details: detailsPageText(d),
          version: d.version,
          hash: app.definitions.hash(d.id),
        })),
      })),
  );

  app.get<{ Params: { appType: string } }>(
    "/:appType",
    { schema: { tags: ["definitions"], summary: "One resolved definition", params: { type: "object", required: ["appType"], properties: { appType: { type: "string", maxLength: 80 } } }, response: { 200: okSchema({ type: "object", properties: { hash: { type: "string" }, definition: { type: "object", additionalProperties: true } } }), ...errorResponses } } },
    async (request, reply) => {
      const compiled = app.definitions.get(request.params.appType);
      if (!compiled) throw new HttpError(404, `Unknown application type ${request.params.appType}`);
      return sendOne(reply, compiled, () => ok({ hash: app.definitions.hash(compiled.definition.id), definition: compiled.definition }));
    },
  );

  app.get<{ Params: { appType: string } }>(
    "/:appType/validators.js",
    { schema: { tags: ["definitions"], summary: "The type's precompiled validators as an ES module (the browser imports it; no eval needed)", params: { type: "object", required: ["appType"], properties: { appType: { type: "string", maxLength: 80 } } } } },
    async (request, reply) => {
      const compiled = app.definitions.get(request.params.appType);
      if (!compiled) throw new HttpError(404, `Unknown application type ${request.params.appType}`);
      const id = compiled.definition.id;
      // The built server serves what the build precompiled (decision 0026); otherwise compiled once, on first request.
      if (!modules.has(id)) modules.set(id, Promise.resolve(app.definitions.precompiledValidators(id) ?? validatorModule(compiled.definition)));
      const etag = `"${app.definitions.hash(id)}"`;
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("text/javascript; charset=utf-8").header("etag", etag).header("cache-control", "no-cache").send(await modules.get(id));
    },
  );
}
