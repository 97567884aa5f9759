import { buildClientIfStale } from "./buildClient.ts";
import { startServer } from "./server.ts";

/**
 * `npm start`: builds the React client when it is missing or stale, then serves the portal and its
 * API on http://localhost:3000 (PORT to change it) with the demo accounts the README lists.
 */
buildClientIfStale()
  .then(() => startServer())
  .catch((error: unknown) => {
    process.stderr.write(`The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
