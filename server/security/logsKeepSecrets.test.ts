import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import portal from "../app.ts";
import { loadConfig } from "../config.ts";
import { serverOptions } from "../options.ts";
import { DEMO } from "../testing/buildApp.ts";

/**
 * Issue 25 finding 4: a registration that lost a race answered 500, and the server log received
 * the whole insert statement with the registrant's argon2 hash. The log now never holds a
 * statement's values, a hash, a password, a one-time token or code (decision 0044): the real
 * logger options of server/options.ts, at debug level (one line per request), written to memory.
 */
const PASSWORD = "Race#Secret-Log-2026";
const SECRET_VALUE = "secret-value-in-a-statement";
const RESET_TOKEN = "Zr4nd0m-reset-token-from-a-mail";
const CODE = "7KQ2M-XH9PA";
const SIGNATURE = "data:image/png;base64,iVBORw0KGgoSIGNATURE";

const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const postgres = process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: `test_${randomUUID().replace(/-/g, "")}` } : {};
  const config = loadConfig({ ...postgres, SQLITE_FILE: ":memory:", JWT_SECRET: "test-secret-not-for-production", LOG_LEVEL: "debug", REGISTRATIONS_PER_HOUR: "1000", LOGIN_ATTEMPTS_PER_MINUTE: "1000" });
  const options = serverOptions(config);
  app = Fastify({ ...options, logger: { ...(options.logger as object), stream: { write: (line: string) => lines.push(line) } } });
  await app.register(fp(portal), { config });
  // A query that fails unexpectedly with a secret among its values: the error handler logs it.
  app.post("/api/test/failing-insert", async () => app.knex("users").insert({ email: "x@example.com", password_hash: `$argon2id$v=19$m=19456,t=2,p=1$${SECRET_VALUE}`, no_such_column: SECRET_VALUE }));
  await app.ready();
});
afterAll(async () => app.close());

const register = (i: number) =>
  app.inject({ method: "POST", url: "/api/users/register", payload: { applicant_type: "Individual", email: "logged.racer@example.com", password: PASSWORD, reenterpassword: PASSWORD, signature: SIGNATURE, first_name_individual: "Logged", last_name_individual: `Racer ${i}`, date_of_birth_individual: "1990-02-02", domicile: "Local" } });

describe("the server log", () => {
  it("holds no statement, value, hash, password, token or code, whatever the requests", async () => {
    await Promise.all([0, 1, 2].map(register));
    await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: DEMO.fisher.email, password: PASSWORD } });
    await app.inject({ method: "POST", url: "/api/users/password/submit", payload: { uid: RESET_TOKEN, password: PASSWORD, reenterpassword: PASSWORD } });
    await app.inject({ method: "GET", url: `/reset-password/${RESET_TOKEN}` });
    await app.inject({ method: "GET", url: `/confirm-contact/${CODE}?code=${CODE}` });
    await app.inject({ method: "POST", url: "/api/users/verify-contact", payload: { code: CODE } });
    expect((await app.inject({ method: "POST", url: "/api/test/failing-insert" })).statusCode).toBe(500);
    await app.close();

    const log = lines.join("");
    // The failure was logged, with what an operator needs: the kind of error and where.
    const failure = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string } }).find((entry) => entry.msg === "unexpected error");
    expect(failure?.err?.type).toBeTruthy();
    expect(failure?.err?.stack).toBeTruthy();
    for (const secret of [PASSWORD, SECRET_VALUE, "$argon2", RESET_TOKEN, CODE, "iVBORw0KGgoSIGNATURE", "insert into", "bindings", "Bearer"]) expect(log, secret).not.toContain(secret);
  });
});
