import type { FastifyReply, FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import { lazySchemaController } from "./lazySchemaCompilers.ts";
import { lazyChildLogger } from "./services/lazyChildLogger.ts";
import { logSerializers } from "./services/logSerializers.ts";
import { RequestLog } from "./services/RequestLog.ts";

/**
 * Fields never written to the log whatever object carries them (decision 0044): passwords, the
 * signature image, one-time tokens and codes, stored hashes, and the login token's header.
 * Requests are logged without their bodies (logSerializers), so these guard what a handler logs.
 */
const SECRET_FIELDS = ["password", "reenterpassword", "signature", "token", "uid", "password_hash", "code_hash", "token_hash"];
// `code` only as a body's field: elsewhere (an error's) it is a database's or Node's code, not a secret.
const REDACTED_PATHS = ["req.headers.authorization", "req.headers.cookie", "body.code", "req.body.code", ...SECRET_FIELDS, ...SECRET_FIELDS.flatMap((field) => [`*.${field}`, `*.*.${field}`])];

/** Fastify's meaning of a number of trusted hops (its types name only the function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Base64 of the largest upload (20 MB) plus the JSON around it. */
export const BODY_LIMIT = 30 * 1024 * 1024;

/**
 * The Fastify options the server and the tests share (STYLE.md habit 7): body limit, logging
 * without secrets and without Fastify's two lines per request, and request validation that reports every problem at once.
 */
export function serverOptions(config: Pick<Config, "logLevel"> & Partial<Pick<Config, "trustProxy">>, logger = true): FastifyServerOptions {
  return {
    // The visitor's address behind a load balancer (TRUST_PROXY, issue 28): request.ip then follows X-Forwarded-For.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    bodyLimit: BODY_LIMIT,
    // One line per request, and only for failed or slow ones at the default level (docs/decisions/0025).
    logController: new RequestLog(),
    logger: logger ? { level: config.logLevel, redact: REDACTED_PATHS, serializers: logSerializers } : false,
    // A request's logger is made on its first line: most requests write none (lazyChildLogger).
    childLoggerFactory: lazyChildLogger,
    ajv: { customOptions: { allErrors: true, coerceTypes: "array", removeAdditional: false } },
    // Each route's validators and serializers compiled on its first request, not all at start (decision 0026).
    schemaController: lazySchemaController(),
    // Fastify's 10 s is too short for the definitions plugin on a busy 2-core machine with no
    // prebuilt bundle (every type linted and compiled at start): a start then failed with "Plugin
    // did not start in time: 'definitions'". A plugin that truly hangs still fails, after a minute.
    pluginTimeout: 60_000,
    // Errors the router raises before any handler (a path parameter over 100 characters, a
    // malformed URL) answer in the spec's envelope too, not Fastify's own shape (issue 13 fuzz).
    frameworkErrors: (error, _request, routerReply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const reply = routerReply as unknown as FastifyReply;
      void reply.code(status).send({ success: false, statusCode: status, data: { msg: status === 414 ? "The address is too long" : "The address is not valid" } });
    },
  };
}
