import { BUILT_DEFINITIONS } from "./services/definitionsBundle.ts";
import { startServer } from "./server.ts";

// The built server's entry (dist/server/start.js, which `npm start` runs through server/launch.mjs
// once the build is fresh): serves the portal and its API on http://localhost:3000 (PORT to change
// it) with the demo accounts the README lists, judging with the definitions the build precompiled
// (decision 0026). server/build.mjs defines PORTAL_SERVER_BUILT as "1" in the bundle; run from the
// sources (tsx server/start.ts) the server compiles the definitions with the engine it runs
// instead of reading a build an older engine may have made.
const built = process.env.PORTAL_SERVER_BUILT === "1";

startServer(process.env, built ? { definitionsBundle: BUILT_DEFINITIONS } : {}).catch((error: unknown) => {
  process.stderr.write(`The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
