import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import portal from "../app.ts";
import { loadConfig } from "../config.ts";
import { serverOptions } from "../options.ts";

/**
 * One credential signing key for the test apps of a process (decision 0067), given on PostgreSQL as
 * on SQLite, so a licence's QR code is the same on both (without it a PostgreSQL portal signs none).
 */
const TEST_SIGNING_KEY = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();

/**
 * The real app on a private in-memory SQLite database with the demo fixtures, for `app.inject`
 * tests (fastify/demo's test/helper.ts). Close it in afterAll. The address throttles are set high
 * and the staff-only development outbox is on (DEV_OUTBOX); a test of those sets its own `env`.
 */
export async function buildApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  // TEST_DATABASE_URL runs the same tests on PostgreSQL, each app in a schema of its own.
  const postgres = process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: `test_${randomUUID().replace(/-/g, "")}` } : {};
  const config = loadConfig({ ...postgres, SQLITE_FILE: ":memory:", JWT_SECRET: "test-secret-not-for-production", LOG_LEVEL: "silent", LOGIN_ATTEMPTS_PER_MINUTE: "1000", LOGIN_FAILURES_PER_ADDRESS: "1000", REGISTRATIONS_PER_HOUR: "1000", SUBMISSION_PDFS_PER_MINUTE: "1000", VERIFICATIONS_PER_MINUTE: "1000", REGISTER_SEARCHES_PER_MINUTE: "1000", DEV_OUTBOX: "on", CREDENTIAL_SIGNING_KEY: TEST_SIGNING_KEY, ...env });
  const app = Fastify(serverOptions(config, false));
  // Unwrapped with fastify-plugin, so tests reach the app's decorators (app.knex) as fastify/demo's do.
  await app.register(fp(portal), { config });
  await app.ready();
  return app;
}

/** Signs in a demo account by email and answers its token. */
export async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: email, password } });
  const token = response.json<{ data: { token?: string } }>().data.token;
  if (!token) throw new Error(`cannot sign in ${email}: ${response.body}`);
  return token;
}

export const DEMO = {
  fisher: { email: "fisher@example.com", password: "Fisher#2026" },
  company: { email: "company@example.com", password: "Company#2026" },
  officer: { email: "officer@example.com", password: "Officer#2026" },
  admin: { email: "admin@example.com", password: "Admin#2026" },
  /** Holds the demo licences (fixtures/demo/licences.json, decision 0072); the others hold none. */
  holder: { email: "holder@example.com", password: "Holder#2026" },
} as const;
