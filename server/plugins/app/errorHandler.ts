import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { FIELD_LENGTH_MESSAGES } from "../../../engine/accounts/registrationRules.ts";
import { HttpError } from "../../services/HttpError.ts";
import { isUniqueViolation } from "../../services/isUniqueViolation.ts";

const GENERIC = "Something went wrong on our side. Your work is saved; please try again.";

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = (first.instancePath || "").replace(/^\//, "").replace(/\//g, ".") || (error.validationContext ?? "request");
  if (first.keyword === "required") return `${String((first.params as { missingProperty?: string }).missingProperty)} is required`;
  // A field whose length texts the spec words ('Min length is 3') answers them, as the form shows them.
  const spec = FIELD_LENGTH_MESSAGES[where.split(".").at(-1) ?? ""];
  if (spec && (first.keyword === "minLength" || first.keyword === "maxLength")) return spec[first.keyword];
  return `${where} ${first.message ?? "is not valid"}`;
}

/**
 * Whether PostgreSQL refused a value (SQLSTATE class 22, 'data exception': an id beyond its
 * integer column, a NUL character in text, a string longer than its column). SQLite stores such
 * values; PostgreSQL answers an error that would otherwise be a 500 (found by the issue 13 fuzz).
 */
function isDataException(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === "string";
}

/**
 * The one error handler (STYLE.md habit 8): expected failures become 4xx envelopes with the
 * spec's messages; anything unexpected is logged with the request and answered with a 500 that
 * shows no internals. The log's error serializer (services/logSerializers.ts) keeps statements,
 * values, hashes and tokens out of what is logged (decision 0044).
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, statusCode: error.statusCode, data: { ...error.data, msg: error.message, ...(error.errors ? { errors: error.errors } : {}) } });
    }
    if (error.validation) {
      return reply.code(400).send({ success: false, statusCode: 400, data: { msg: validationMessage(error) } });
    }
    if (isDataException(error)) {
      // Kept visible in the log: a value the database refused is the request's fault, but many of them may show a missing bound.
      request.log.warn({ err: error }, "the database refused a value from the request");
      return reply.code(400).send({ success: false, statusCode: 400, data: { msg: "A value in the request is not valid" } });
    }
    if (isUniqueViolation(error)) {
      // A row that exists already is a conflict, never a 500 (issue 25 finding 4); the services that
      // expect one (a taken email) answer their own words before reaching here.
      request.log.warn({ err: error }, "a unique index refused a row");
      return reply.code(409).send({ success: false, statusCode: 409, data: { msg: "This record already exists" } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = status === 413 ? "The request is too large: files must be at most 20 MB" : status === 415 ? "Unsupported content type" : error.message || "The request could not be handled";
      return reply.code(status).send({ success: false, statusCode: status, data: { msg } });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ success: false, statusCode: 500, data: { msg: GENERIC } });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ success: false, statusCode: 404, data: { msg: `No such route: ${request.method} ${request.url.split("?")[0]}` } }));
});
