import { describe, expect, it } from "vitest";
import type { Definition, MigrationChange } from "../types.ts";
import { migrateAnswers } from "./migrateAnswers.ts";

/** A chain of versions of one made-up type, each later one migrating from the one before. */
const chain = (...steps: MigrationChange[][]): Definition[] =>
  [[], ...steps].map((changes, i) => ({ id: "T", version: `2026.11.${i + 1}`, ...(i ? { migrations: { from: `2026.11.${i}`, changes } } : {}) }) as unknown as Definition);

describe("migrateAnswers", () => {
  it("renames, maps and drops options, defaults, drops and asks, in order, saying what each did to these answers", () => {
    const versions = chain(
      [{ op: "rename", field: "type_of_transaction", to: "transaction_type" }, { op: "mapOption", field: "area", from: "Pedro Bank", to: "Pedro Cays" }],
      [{ op: "dropOption", field: "gear", value: "Nets" }, { op: "default", field: "insured", value: "No" }, { op: "drop", field: "fax" }, { op: "ask", field: "vessel_name", note: "Now asked" }],
    );
    const { answers, applied } = migrateAnswers(versions, "2026.11.1", { type_of_transaction: "New Licence", area: ["Pedro Bank", "Walton Bank"], gear: ["Nets"], fax: "876", kept: 1 });
    expect(answers).toEqual({ transaction_type: "New Licence", area: ["Pedro Cays", "Walton Bank"], insured: "No", kept: 1 });
    expect(applied.map((a) => a.op)).toEqual(["rename", "mapOption", "dropOption", "default", "drop", "ask"]);
    expect(applied[0]).toMatchObject({ field: "transaction_type", was: "type_of_transaction", before: "New Licence" });
    expect(applied[2]).toMatchObject({ field: "gear", before: ["Nets"] });
    expect(applied[5]).toMatchObject({ field: "vessel_name", note: "Now asked" });
  });

  it("starts from the draft's own version and leaves what no change touches", () => {
    const versions = chain([{ op: "drop", field: "a" }], [{ op: "drop", field: "b" }]);
    const { answers, applied } = migrateAnswers(versions, "2026.11.2", { a: 1, b: 2, c: 3 });
    expect(answers).toEqual({ a: 1, c: 3 });
    expect(applied).toHaveLength(1);
  });

  it("does not change the answers it is given", () => {
    const given = { area: "Pedro Bank" };
    migrateAnswers(chain([{ op: "dropOption", field: "area", value: "Pedro Bank" }]), "2026.11.1", given);
    expect(given).toEqual({ area: "Pedro Bank" });
  });

  it("refuses an unknown version and a broken chain", () => {
    expect(() => migrateAnswers(chain([]), "2020.01.1", {})).toThrow(/not known/);
    const broken = chain([]);
    (broken[1] as Definition).migrations = { from: "2019.01.1", changes: [] };
    expect(() => migrateAnswers(broken, "2026.11.1", {})).toThrow(/migrates from 2019.01.1/);
  });
});
