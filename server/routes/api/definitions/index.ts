import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../../../engine/definition/compileDefinition.ts";
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
  const versionQuery = { type: "object", properties: { version: { type: "string", pattern: "^\\d{4}\\.\\d{2}\\.\\d+$", maxLength: 20 } } } as const;
  /** The version asked for (the one in force when none is), or 404. */
  const versionAsked = (appType: string, version: string | undefined): CompiledDefinition => {
    const compiled = version ? app.definitions.version(appType, version) : app.definitions.get(appType);
    if (!compiled) throw new HttpError(404, version && app.definitions.get(appType) ? `${appType} has no version ${version}` : `Unknown application type ${appType}`);
    return compiled;
  };
  // The versions in force change only at a midnight (decision 0041): each answer is serialised once a day (docs/decisions/0025).
  const sendList = keptJson<CompiledDefinition[]>();
  const sendOne = keptJson<object>();

  app.get(
    "/",
    { schema: { tags: ["definitions"], summary: "Every application type in its tile order (spec 000 §1): id, title, order, routes, stages, what happens after a submit, version hash", response: { 200: okSchema({ type: "object", properties: { definitions: { type: "array", items: { type: "object", additionalProperties: true } } } }), ...errorResponses } } },
    async (_request, reply) =>
      sendList(reply, app.definitions.all(), () => ok({
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

  app.get<{ Params: { appType: string }; Querystring: { version?: string } }>(
    "/:appType",
    {
      schema: {
        tags: ["definitions"],
        summary: "One resolved definition: the version in force today, or with ?version= an exact version a draft or case was written under (decision 0041)",
        params: { type: "object", required: ["appType"], properties: { appType: { type: "string", maxLength: 80 } } },
        querystring: versionQuery,
        response: { 200: okSchema({ type: "object", properties: { hash: { type: "string" }, definition: { type: "object", additionalProperties: true } } }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const compiled = versionAsked(request.params.appType, request.query.version);
      return sendOne(reply, compiled, () => ok({ hash: app.definitions.hash(compiled.definition.id, compiled.definition.version), definition: compiled.definition }));
    },
  );

  app.get<{ Params: { appType: string }; Querystring: { version?: string; v?: string } }>(
    "/:appType/validators.js",
    { schema: { tags: ["definitions"], summary: "The type's precompiled validators as an ES module (the browser imports it; no eval needed): the version in force, or ?version=", params: { type: "object", required: ["appType"], properties: { appType: { type: "string", maxLength: 80 } } }, querystring: { type: "object", properties: { ...versionQuery.properties, v: { type: "string", maxLength: 40 } } } } },
    async (request, reply) => {
      const compiled = versionAsked(request.params.appType, request.query.version);
      const { id, version } = compiled.definition;
      const cacheKey = `${id}@${version}`;
      // The built server serves what the build precompiled (decision 0026); otherwise compiled once, on first request.
      if (!modules.has(cacheKey)) modules.set(cacheKey, Promise.resolve(app.definitions.precompiledValidators(id, version) ?? validatorModule(compiled.definition)));
      const etag = `"${app.definitions.hash(id, version)}"`;
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("text/javascript; charset=utf-8").header("etag", etag).header("cache-control", "no-cache").send(await modules.get(cacheKey));
    },
  );
}
