import type { FastifyRequest } from "fastify";

/**
 * What of an error may be logged: its kind, words, place and the database's codes. Anything else
 * an error carries is left out, whatever it is: PostgreSQL's `detail` repeats the refused value
 * ("Key (email)=(…) already exists"), `where` and `query` the statement, a driver may add
 * `sql`, `bindings` or `parameters` (issue 25 finding 4, decision 0044).
 */
const ERROR_KEYS = ["code", "errno", "statusCode", "severity", "constraint", "table", "column", "routine"] as const;

/** Secrets that may still be written into a message: argon2 hashes and signed tokens (JWTs). */
const SECRETS_IN_TEXT: Array<[RegExp, string]> = [
  [/\$argon2(?:id|i|d)\$[^\s'",)]*/g, "[hash]"],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, "[token]"],
];

/** Addresses whose last part is a one-time secret: a reset link, a contact confirmation link. */
const SECRET_PATHS = /\/(reset-password|confirm-contact)\/[^/?#]+/g;
/** Query parameters whose value is a secret. */
const SECRET_PARAMS = /([?&](?:token|uid|code|password)=)[^&#]*/gi;

const scrub = (text: string): string => SECRETS_IN_TEXT.reduce((out, [pattern, mark]) => out.replace(pattern, mark), text);

/** An error as a log line carries it. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error as a log line may carry it: no statement, no values, no hash, no token. */
function errorWithoutSecrets(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)), stack: "" };
  const out: LoggedError = { type: error.constructor.name, message: scrub(error.message), stack: scrub(error.stack ?? "") };
  for (const key of ERROR_KEYS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === "string" || typeof value === "number") out[key] = typeof value === "string" ? scrub(value) : value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = errorWithoutSecrets(error.cause, depth + 1);
  return out;
}

/** A request as a log line carries it: never its headers or body, and its address without secrets. */
function requestWithoutSecrets(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: urlWithoutSecrets(request.url), host: request.host, remoteAddress: request.ip };
}

/** An address with the one-time secrets in its path and query replaced. */
function urlWithoutSecrets(url: string): string {
  return url.replace(SECRET_PATHS, "/$1/[redacted]").replace(SECRET_PARAMS, "$1[redacted]");
}

/**
 * The logger's serializers (server/options.ts): errors and requests written without the secrets
 * they may hold. Pino's `redact` covers the fields of objects logged by name beside them.
 */
export const logSerializers = { err: (error: unknown) => errorWithoutSecrets(error), req: requestWithoutSecrets };
