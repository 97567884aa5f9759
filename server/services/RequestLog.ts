import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** An answer slower than this is logged at the default level whatever its status (docs/decisions/0025). */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines, one per request instead of two, and at the default level only
 * for the requests an operator looks for: a 5xx answer, a failed response, a slow one. Every other
 * request is logged at debug level (LOG_LEVEL=debug shows them all). Two JSON lines written for
 * every request cost a third of a cheap read's time (docs/decisions/0025). Errors the error
 * handler meets are logged there, with the request.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else if (reply.statusCode >= 500) reply.log.error(line, "request failed");
    else if (line.responseTime >= SLOW_REQUEST_MS) reply.log.info(line, "slow request");
    else reply.log.debug(line, "request completed");
  }
}
