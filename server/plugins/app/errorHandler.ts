import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../../services/HttpError.ts";

const GENERIC = "Something went wrong on our side. Your work is saved; please try again.";

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = (first.instancePath || "").replace(/^\//, "").replace(/\//g, ".") || (error.validationContext ?? "request");
  if (first.keyword === "required") return `${String((first.params as { missingProperty?: string }).missingProperty)} is required`;
  return `${where} ${first.message ?? "is not valid"}`;
}

/**
 * The one error handler (STYLE.md habit 8): expected failures become 4xx envelopes with the
 * spec's messages; anything unexpected is logged with the request and answered with a 500 that
 * shows no internals.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, statusCode: error.statusCode, data: { msg: error.message, ...(error.errors ? { errors: error.errors } : {}) } });
    }
    if (error.validation) {
      return reply.code(400).send({ success: false, statusCode: 400, data: { msg: validationMessage(error) } });
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
