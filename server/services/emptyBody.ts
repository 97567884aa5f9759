import type { FastifyRequest } from "fastify";

/**
 * A preValidation hook: a POST sent with no body at all is judged as `{}`, so an optional body
 * (a payment confirmation, a report with no filters) gets the route's own message instead of
 * 'body must be object'.
 */
export async function emptyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
