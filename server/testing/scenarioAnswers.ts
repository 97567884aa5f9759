import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import { ROOT } from "../config.ts";

/**
 * The answers of a type's first scenario that expects a complete application, so server tests
 * submit exactly what the analysts' conformance tests prove complete, without restating them.
 */
export function completeScenario(appType: string): Scenario {
  const dir = join(ROOT, "fixtures", "scenarios", appType);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    const scenario = JSON.parse(readFileSync(join(dir, file), "utf8")) as Scenario;
    if (scenario.expect.complete === true && scenario.expect.fees?.total !== undefined && (scenario.expect.documents?.length ?? 0) > 0) return scenario;
  }
  throw new Error(`no complete scenario with documents and fees for ${appType}`);
}

/** Smallest valid files for uploads: their magic bytes are real. */
export const FILES = {
  png: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
  pdf: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  exe: Buffer.from("4d5a90000300000004000000ffff0000", "hex"),
};
