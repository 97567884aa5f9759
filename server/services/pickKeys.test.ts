import { describe, expect, it } from "vitest";
import { pickKeys } from "./pickKeys.ts";

/** pickKeys makes what Object.fromEntries of the filtered entries makes (the save's answers, docs/decisions/0025). */
const reference = (source: Record<string, unknown>, keep: (key: string) => boolean) => Object.fromEntries(Object.entries(source).filter(([key]) => keep(key)));

describe("pickKeys", () => {
  it("keeps the accepted keys in their order, integer-like keys first as every own-keys list has them", () => {
    const source = JSON.parse('{"b":1,"2":"two","a":{"nested":[1,2]},"1":null,"c":false,"drop":"x"}') as Record<string, unknown>;
    const keep = (key: string) => key !== "drop";
    const picked = pickKeys(source, keep);
    expect(Object.keys(picked)).toEqual(Object.keys(reference(source, keep)));
    expect(JSON.stringify(picked)).toBe(JSON.stringify(reference(source, keep)));
    expect(picked.a).toBe(source.a);
  });

  it("keeps a __proto__ key as an own property, never as the prototype", () => {
    const source = JSON.parse('{"__proto__":{"polluted":true},"x":1}') as Record<string, unknown>;
    const picked = pickKeys(source, () => true);
    expect(Object.getPrototypeOf(picked)).toBe(Object.prototype);
    expect((picked as { polluted?: boolean }).polluted).toBeUndefined();
    expect(JSON.stringify(picked)).toBe(JSON.stringify(reference(source, () => true)));
    expect(Object.keys(picked)).toEqual(["__proto__", "x"]);
  });
});
