import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { EVIDENCE } from "./evidence.ts";
import { startServer } from "./startServer.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The running portal's address, such as http://127.0.0.1:40123. */
    base: string;
    /** The day the server judges on (PORTAL_TODAY), the day the scenarios are written for. */
    today: string;
  }
}

/** The day fixtures/scenarios/ are written for. */
const TODAY = "2026-11-22";

/**
 * One real server for the whole suite (npm start's way, a fresh database), stopped at the end;
 * the evidence of the previous run is cleared first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(EVIDENCE, { recursive: true, force: true });
  const server = await startServer(TODAY);
  project.provide("base", server.base);
  project.provide("today", TODAY);
  return () => server.stop();
}
