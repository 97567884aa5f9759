import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { listenAddress } from "./listenAddress.ts";
import type { BankAccount } from "../engine/payment/bankDetails.ts";

/** The repository root, whatever the working directory. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Everything the server reads from its environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  /** SQLite file of the embedded default; ignored when `databaseUrl` is set. */
  sqliteFile: string;
  /** A PostgreSQL URL; when set it replaces SQLite. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (DATABASE_SCHEMA), created when missing; tests give each app its own. */
  databaseSchema: string | null;
  jwtSecret: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the visitor's address (TRUST_PROXY, Fastify's
   * `trustProxy`): false by default (the connection's address); behind a load balancer every
   * visitor would otherwise share its address in the per-address limits and the login throttle.
   * `true`, a number of hops, or a comma-separated list of addresses/CIDR ranges (issue 28).
   */
  trustProxy: boolean | number | string[];
  /** How long a login token lasts, e.g. "8h". */
  tokenTtl: string;
  logLevel: string;
  /** Load the demo accounts and data (on by default; FIXTURES=off for an empty portal). */
  fixtures: boolean;
  /** Password-reset requests allowed per minute from one address (LOGIN_ATTEMPTS_PER_MINUTE). */
  loginAttemptsPerMinute: number;
  /**
   * Failed logins one address may make before each further attempt waits a growing, bounded delay
   * (LOGIN_FAILURES_PER_ADDRESS; decision 0012). Successful logins never count.
   */
  loginFailuresPerAddress: number;
  /** Registrations and registration lookups allowed per hour from one address (REGISTRATIONS_PER_HOUR). */
  registrationsPerHour: number;
  /**
   * Submission PDFs one user (a visitor: one address) may have rendered per minute
   * (SUBMISSION_PDFS_PER_MINUTE): each is drawn anew, a costly answer (docs/decisions/0025).
   */
  submissionPdfsPerMinute: number;
  /**
   * Certificate verifications one address may ask per minute (VERIFICATIONS_PER_MINUTE): the
   * lookup is public, so the limit is what makes guessing codes hopeless (decision 0039).
   */
  verificationsPerMinute: number;
  /**
   * Searches of the public register of licensed vessels one address may make per minute
   * (REGISTER_SEARCHES_PER_MINUTE; decision 0066): enough for a person, too few for a bulk download.
   */
  registerSearchesPerMinute: number;
  /**
   * The portal's public origin (PUBLIC_URL, default the address the server listens on, HOST and
   * PORT): the QR code on a licence or ID card opens `<PUBLIC_URL>/verify/<code>` and the links in
   * mails start with it. No trailing slash.
   */
  publicUrl: string;
  /** The development mail outbox at GET /api/dev/outbox, for staff only: off unless DEV_OUTBOX=on (decision 0012). */
  devOutbox: boolean;
  /** MAIL_DELAY_MS: how long the development outbox takes over each mail, as a slow mail gateway would (the cluster suite's slow gateway); 0 by default. */
  mailDelayMs: number;
  /**
   * The day applications are judged on (PORTAL_TODAY, YYYY-MM-DD) instead of today in Jamaica:
   * for demonstrations and tests of dated rules (closed seasons, fee dates). Unset in production.
   */
  today: string | null;
  /**
   * The account applicants pay into by transfer, direct debit or cheque, shown on the payment
   * screen (spec 000 §9): BANK_ACCOUNT_NAME, BANK_NAME, BANK_BRANCH, BANK_ACCOUNT_TYPE,
   * BANK_ACCOUNT_NUMBER. The defaults are demonstration values, not a real account.
   */
  bank: BankAccount;
  /**
   * Where the build put the precompiled definitions (dist/server/definitions): set by the built
   * server's entry only, never from the environment; the tests and the CLI compile at start.
   */
  definitionsBundle?: string;
  /**
   * Where the definitions are read from (SCHEMAS_DIR, default the repository's schemas/): its
   * types/ and history/ (decision 0041). Tests point it at a copy to publish a version in it.
   */
  schemasDir: string | null;
  /** The studio's work off the request thread (decision 0043). */
  studio: StudioLimits;
  /**
   * The Authority's Ed25519 key that signs the statement in each licence's QR code and the
   * revocation list (issue 29, decision 0067), as PKCS#8 PEM: CREDENTIAL_SIGNING_KEY (PEM, or the
   * DER in base64), else one generated once and kept in `data/credential-signing-key.pem` (a
   * process's own for an in-memory database). Null with DATABASE_URL and no CREDENTIAL_SIGNING_KEY:
   * instances sharing a database must sign with one key, so none signs and the licences carry
   * the address of their code only.
   */
  credentialSigningKey: string | null;
  /**
   * Public keys the Authority signed with before (CREDENTIAL_PREVIOUS_KEYS: comma-separated
   * base64url Ed25519 public keys, the `x` of their JWKs), still published so licences printed
   * before a rotation keep verifying.
   */
  credentialPreviousKeys: string[];
}

/**
 * Limits of the analysts' studio work, done in worker threads so no visitor waits on it (issue
 * 25, decision 0043). A check, preview or replay past its time or memory is stopped and answered
 * 422; past `workers` running and `queue` waiting, 429.
 */
export interface StudioLimits {
  /** How long one check (or a preview's validators) may run (STUDIO_CHECK_MS). */
  checkMs: number;
  /** How long one impact replay may run (STUDIO_IMPACT_MS): it replays every stored application of the type. */
  impactMs: number;
  /** The heap one worker may use (STUDIO_MEMORY_MB). */
  memoryMb: number;
  /** Workers running at once (STUDIO_WORKERS): one leaves the other core of a 2-core machine to the portal. */
  workers: number;
  /** Studio tasks that may wait for a worker (STUDIO_QUEUE); one more is answered 429. */
  queue: number;
}

/** The start's refusal of a PostgreSQL portal without JWT_SECRET. */
export const JWT_SECRET_REQUIRED = "JWT_SECRET must be set when DATABASE_URL is: every instance sharing the database must sign and check logins with the same secret";

/** TRUST_PROXY as Fastify's `trustProxy`: off, on, a number of hops, or a list of addresses. */
export function trustProxyOf(value: string | undefined): boolean | number | string[] {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "off") return false;
  if (text === "true" || text === "on") return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(",").map((part) => part.trim()).filter(Boolean);
}

/**
 * The JWT secret: JWT_SECRET when given (required with DATABASE_URL), else a random one generated once and kept beside the
 * database (never a constant in the code), so tokens survive restarts.
 */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  // Several instances share one PostgreSQL (issue 28): each generating its own secret, a token
  // signed by one would be refused by the others.
  if (env.DATABASE_URL) throw new Error(JWT_SECRET_REQUIRED);
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A new Ed25519 private key as PKCS#8 PEM. */
const newSigningKey = (): string => generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();

/**
 * The credential signing key (decision 0067), kept as the JWT secret is: CREDENTIAL_SIGNING_KEY when
 * given (PEM, or its DER in base64 for an environment variable on one line), else generated once
 * and kept beside the SQLite file, never a key in the code. An in-memory database (tests) gets a
 * key of its own that dies with it; a shared PostgreSQL database none (see Config).
 */
function credentialSigningKey(env: NodeJS.ProcessEnv, sqliteFile: string): string | null {
  const given = env.CREDENTIAL_SIGNING_KEY?.trim();
  if (given) return given.startsWith("-----BEGIN") ? given : `-----BEGIN PRIVATE KEY-----\n${given.replace(/\s+/g, "")}\n-----END PRIVATE KEY-----\n`;
  if (env.DATABASE_URL) return null;
  if (sqliteFile === ":memory:") return newSigningKey();
  const file = join(dirname(sqliteFile), "credential-signing-key.pem");
  if (existsSync(file)) return readFileSync(file, "utf8");
  mkdirSync(dirname(file), { recursive: true });
  const key = newSigningKey();
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** Reads the configuration from environment variables, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const file = env.SQLITE_FILE ?? join("data", "portal.sqlite");
  // ":memory:" (tests) is SQLite's own name for a database that lives only as long as the process.
  const sqliteFile = file === ":memory:" ? file : resolve(ROOT, file);
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "0.0.0.0";
  return {
    port,
    host,
    sqliteFile,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    jwtSecret: jwtSecret(env, dirname(sqliteFile)),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    tokenTtl: env.TOKEN_TTL ?? "8h",
    logLevel: env.LOG_LEVEL ?? "info",
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    fixtures: (env.FIXTURES ?? "on") !== "off",
    loginFailuresPerAddress: Number(env.LOGIN_FAILURES_PER_ADDRESS ?? 20),
    registrationsPerHour: Number(env.REGISTRATIONS_PER_HOUR ?? 30),
    submissionPdfsPerMinute: Number(env.SUBMISSION_PDFS_PER_MINUTE ?? 30),
    verificationsPerMinute: Number(env.VERIFICATIONS_PER_MINUTE ?? 30),
    registerSearchesPerMinute: Number(env.REGISTER_SEARCHES_PER_MINUTE ?? 60),
    publicUrl: (env.PUBLIC_URL || listenAddress(host, port)).replace(/\/+$/, ""),
    devOutbox: env.DEV_OUTBOX === "on",
    mailDelayMs: Math.max(0, Number(env.MAIL_DELAY_MS ?? 0) || 0),
    schemasDir: env.SCHEMAS_DIR ? resolve(ROOT, env.SCHEMAS_DIR) : null,
    studio: {
      checkMs: Number(env.STUDIO_CHECK_MS ?? 10_000),
      impactMs: Number(env.STUDIO_IMPACT_MS ?? 60_000),
      memoryMb: Number(env.STUDIO_MEMORY_MB ?? 512),
      workers: Math.max(1, Number(env.STUDIO_WORKERS ?? 1)),
      queue: Math.max(0, Number(env.STUDIO_QUEUE ?? 4)),
    },
    credentialSigningKey: credentialSigningKey(env, sqliteFile),
    credentialPreviousKeys: (env.CREDENTIAL_PREVIOUS_KEYS ?? "").split(",").map((key) => key.trim()).filter(Boolean),
    today: env.PORTAL_TODAY && /^\d{4}-\d{2}-\d{2}$/.test(env.PORTAL_TODAY) ? env.PORTAL_TODAY : null,
    bank: {
      account_name: env.BANK_ACCOUNT_NAME || "National Fisheries Authority",
      bank: env.BANK_NAME || "Caribbean Demonstration Bank",
      branch: env.BANK_BRANCH || "Kingston Main Branch",
      account_type: env.BANK_ACCOUNT_TYPE || "Current",
      account_number: env.BANK_ACCOUNT_NUMBER || "000-123-456",
    },
  };
}
