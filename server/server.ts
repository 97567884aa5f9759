import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import fp from "fastify-plugin";
import portal from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { serverOptions } from "./options.ts";
import { readyLine } from "./readyLine.ts";
import { demoLogins } from "./services/loadFixtures.ts";

/**
 * Builds the portal with the environment's configuration (and `overrides`, which the built
 * server's entry uses for its precompiled definitions) and listens; prints one line when ready
 * (address and, when loaded, the demo logins) beside the JSON logs; closes cleanly on a signal.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}) {
  const config = { ...loadConfig(env), ...overrides };
  const app = Fastify(serverOptions(config));
  // Unwrapped as the tests do it (server/testing/buildApp.ts), so the ready line can read app.knex.
  await app.register(fp(portal), { config });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
  const logins = config.fixtures ? await demoLogins(app.knex) : [];
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${readyLine(config.host, (app.server.address() as AddressInfo).port, logins)}\n`);
  return app;
}
