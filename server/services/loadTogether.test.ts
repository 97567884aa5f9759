import { describe, expect, it } from "vitest";
import { loadTogether } from "./loadTogether.ts";

/** A table behind a fake query whose answers the test releases one by one. */
function fakeTable(rows: Record<string, { v: number }>, bad = new Set<string>()) {
  const queries: string[][] = [];
  const pending: Array<() => void> = [];
  const load = loadTogether<string, { v: number }>(
    (keys) =>
      new Promise((resolve, reject) => {
        queries.push(keys);
        // The rows as they are when the query runs; its answer comes when the test releases it.
        const found = keys.filter((k) => rows[k]).map((k): [string, { v: number }] => [k, { ...(rows[k] as { v: number }) }]);
        pending.push(() => (keys.some((k) => bad.has(k)) ? reject(new Error("refused")) : resolve(found)));
      }),
  );
  /** Answers the oldest query under way, then lets its callers and the next query start. */
  const release = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { load, queries, release };
}

describe("rows read together (docs/decisions/0025)", () => {
  it("reads a key at once when no query is under way, and every key asked meanwhile in one next query", async () => {
    const { load, queries, release } = fakeTable({ a: { v: 1 }, b: { v: 2 }, c: { v: 3 } });
    const first = load("a");
    expect(queries).toEqual([["a"]]);
    const later = [load("b"), load("c"), load("b"), load("x")];
    expect(queries).toHaveLength(1);
    await release();
    expect(queries).toEqual([["a"], ["b", "c", "x"]]);
    await release();
    expect(await first).toEqual({ v: 1 });
    const [b1, c, b2, x] = await Promise.all(later);
    expect([b1, c, b2, x]).toEqual([{ v: 2 }, { v: 3 }, { v: 2 }, undefined]);
    // Each caller has a row of its own to change.
    expect(b1).not.toBe(b2);
  });

  it("never answers a key from a query that started before it was asked: the row may have changed since", async () => {
    const rows = { a: { v: 1 } };
    const { load, release } = fakeTable(rows);
    const before = load("a");
    rows.a = { v: 2 };
    const after = load("a");
    await release();
    await release();
    expect([await before, await after]).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it("fails only the key whose query fails: the others of its batch are read again alone", async () => {
    const { load, queries, release } = fakeTable({ a: { v: 1 }, b: { v: 2 }, c: { v: 3 } }, new Set(["bad"]));
    const first = load("a");
    const batch = [load("b"), load("bad"), load("c")].map((p) => p.then((row) => ({ row }), (error: Error) => ({ error: error.message })));
    for (let i = 0; i < 6; i++) await release();
    await first;
    expect(await Promise.all(batch)).toEqual([{ row: { v: 2 } }, { error: "refused" }, { row: { v: 3 } }]);
    expect(queries).toEqual([["a"], ["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
  });
});
