import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import { whatChangedAddress } from "./whatChangedAddress.ts";

/** Every type from schemas/types/. */
const types = loadDefinitions().loaded.map(({ definition }) => ({ definition }));

describe("whatChangedAddress", () => {
  it("gives 'What changed since you started' an address under the type's prefix that no stage uses", () => {
    for (const { definition } of types) {
      expect(whatChangedAddress(definition.routePrefix)).toBe(`${definition.routePrefix}/what-changed`);
      expect(definition.stages.map((s) => s.route), definition.id).not.toContain("what-changed");
    }
  });
});
