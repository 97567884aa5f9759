import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../../engine/node/loadDefinitions.ts";
import { COVERING_FILES, coverageOf, FOURTEENTH } from "./coverageOf.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const result = (title: string, status = "passed", ancestorTitles: string[] = []) => ({ ancestorTitles, title, status });

describe("the fourteenth type's runner (npm run test:fourteenth)", () => {
  it("keeps the new type out of schemas/types: it is added only in the runner's copy", () => {
    // In the copy the runner makes, the type is there: this test then checks that it was added once.
    const ids = loadDefinitions().loaded.map(({ definition }) => definition.id);
    expect(ids.filter((id) => id === FOURTEENTH.id).length).toBeLessThanOrEqual(1);
    expect(FOURTEENTH.title.length).toBeGreaterThan(0);
  });

  it("requires coverage only from test files that exist", () => {
    expect(COVERING_FILES.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it("counts passed tests whose name or describe carries the type's id or title, per file", () => {
    const report = {
      success: false,
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        { name: join(ROOT, "tests/a.test.tsx"), assertionResults: [result(`${FOURTEENTH.title} (${FOURTEENTH.id}): opens`), result("another type"), result("has scenarios", "passed", [`${FOURTEENTH.id} scenarios`])] },
        { name: join(ROOT, "tests/b.test.tsx"), assertionResults: [result(`${FOURTEENTH.title}: fails`, "failed"), result(`${FOURTEENTH.title}: skipped`, "skipped")] },
      ],
    };
    expect([...coverageOf(report, ROOT)]).toEqual([["tests/a.test.tsx", 2]]);
  });
});
