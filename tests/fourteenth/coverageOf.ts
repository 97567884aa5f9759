import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const FIXTURE_TYPES = join(import.meta.dirname, "..", "..", "fixtures", "fourteenth", "schemas", "types");

/**
 * The fourteenth type's id and title, read from its definition (fixtures/fourteenth/schemas/types/):
 * no code names it, so the copy the runner makes has no TypeScript difference from the repository.
 */
export const FOURTEENTH: { id: string; title: string } = (() => {
  const [file, ...more] = readdirSync(FIXTURE_TYPES).filter((f) => f.endsWith(".json"));
  if (!file || more.length) throw new Error(`fixtures/fourteenth/schemas/types/ must hold exactly one definition, not ${more.length + (file ? 1 : 0)}`);
  const { id, title } = JSON.parse(readFileSync(join(FIXTURE_TYPES, file), "utf8")) as { id: string; title: string };
  return { id, title };
})();

/**
 * The test files that must each pass at least one test naming the new type (its id or title):
 * what "covering it" means (docs/decisions/0034): its scenarios run, its routes and details page
 * render, every stage opens with a complete draft, and an applicant's journey from its tile to
 * the transaction number; its certificate and ID card from its own file (issue 17).
 */
export const COVERING_FILES = ["fixtures/definitions.test.ts", "server/services/certificateDates.test.ts", "tests/particularsFromDefinitions.test.ts", "tests/routesRender.test.tsx", "tests/everyRouteRenders.test.tsx", "tests/everyTypeStages.test.tsx", "tests/licenceJourney.test.tsx"];

/** The parts of vitest's JSON report (`--reporter=json`) read here. */
export interface VitestReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string }> }>;
}

/** Per test file (relative to `root`), how many passed tests carry `type`'s id or title in their full name. */
export function coverageOf(report: VitestReport, root: string, type = FOURTEENTH): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of report.testResults) {
    const named = file.assertionResults.filter((t) => t.status === "passed" && [...t.ancestorTitles, t.title].some((part) => part.includes(type.id) || part.includes(type.title)));
    if (named.length) counts.set(relative(root, file.name), named.length);
  }
  return counts;
}
