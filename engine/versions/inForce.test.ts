import { describe, expect, it } from "vitest";
import { compareLabels, inForce, versionOrder } from "./inForce.ts";

const v = (version: string, effectiveFrom?: string) => ({ definition: { version, ...(effectiveFrom ? { effectiveFrom } : {}) } });

describe("inForce", () => {
  it("is the newest version whose day has come", () => {
    const versions = versionOrder([v("2026.12.1", "2026-12-01"), v("2026.11.1"), v("2026.11.2", "2026-11-20")]);
    expect(versions.map((x) => x.definition.version)).toEqual(["2026.11.1", "2026.11.2", "2026.12.1"]);
    expect(inForce(versions, "2026-11-19")?.definition.version).toBe("2026.11.1");
    expect(inForce(versions, "2026-11-30")?.definition.version).toBe("2026.11.2");
    expect(inForce(versions, "2026-12-01")?.definition.version).toBe("2026.12.1");
  });

  it("orders labels by number, not by text", () => {
    expect(compareLabels("2026.11.10", "2026.11.9")).toBeGreaterThan(0);
    expect(compareLabels("2026.09.1", "2026.11.1")).toBeLessThan(0);
  });
});
