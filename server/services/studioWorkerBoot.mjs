// @ts-check
/**
 * Starts a studio worker from the TypeScript sources (tests, `tsx server/start.ts`): registers tsx
 * in this thread, then loads the entry it is given (server/services/studioWorker.ts). The built
 * server starts dist/server/studioWorker.js directly (decision 0043).
 */
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
