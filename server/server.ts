import Fastify from "fastify";
import portal from "./app.ts";
import { loadConfig } from "./config.ts";
import { serverOptions } from "./options.ts";

/** Builds the portal with the environment's configuration and listens; closes cleanly on a signal. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const app = Fastify(serverOptions(config));
  await app.register(portal, { config });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: config.host });
  return app;
}
