import { BUILT_DEFINITIONS, writeDefinitionsBundle } from "./services/definitionsBundle.ts";

/**
 * The build's second entry (dist/server/precompile.js, run by server/build.mjs after bundling):
 * lints and compiles every definition once and writes them with their validators modules to
 * dist/server/definitions, so the server need not do it at each start (decision 0026).
 */
writeDefinitionsBundle(BUILT_DEFINITIONS).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
