import { startServer } from "./server.ts";

/**
 * `npm start`: the API on http://localhost:3000 (PORT to change it) with the demo accounts the
 * README lists. The React client is served from here once the renderer lands.
 */
startServer().catch((error: unknown) => {
  process.stderr.write(`The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
