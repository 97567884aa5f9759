import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition, Step } from "../types.ts";
import { progress } from "./progress.ts";

const mini = compileDefinition(miniDefinition);

const choice = (id: string, field: string, next: Step["next"]): Step => ({ id, title: id, schema: { type: "object", required: [field], properties: { [field]: { type: "string", enum: ["1", "2"] } } }, next });
/** a asks x; b asks y and goes to d when x is 1, else to c; c and d lead to the end. */
const branching = compileDefinition({
  ...miniDefinition,
  wizard: {
    start: "a",
    steps: [
      choice("a", "x", [{ goto: "b" }]),
      choice("b", "y", [{ when: { field: "x", op: "equals", value: "1" }, goto: "d" }, { goto: "c" }]),
      choice("c", "z", [{ goto: "d" }]),
      choice("d", "w", [{ goto: "$end" }]),
    ],
  },
} satisfies Definition);

describe("progress", () => {
  it("counts the path so far plus the shortest way on, 'about' while a choice ahead could lengthen it", () => {
    // intro, kind, then transaction (recreational) or category first: the shortest way is 4.
    expect(progress(mini, {}, miniContext, "intro")).toEqual({ position: 1, total: 4, exact: false });
  });

  it("follows the answers given: a recreational kind leaves one way, a commercial one a longer one", () => {
    expect(progress(mini, { agree: "Yes", kind: "Recreational" }, miniContext, "kind")).toEqual({ position: 2, total: 4, exact: true });
    expect(progress(mini, { agree: "Yes", kind: "Commercial" }, miniContext, "category")).toEqual({ position: 3, total: 5, exact: true });
  });

  it("keeps the same total on a step gone back to, and is exact once the wizard is complete", () => {
    const complete = { agree: "Yes", kind: "Commercial", category: "Artisanal", transaction: "New", region: "North", port: "Alpha", species: ["Fish"] };
    expect(progress(mini, complete, miniContext, "kind")).toEqual({ position: 2, total: 5, exact: true });
    expect(progress(mini, complete, miniContext, "place")).toEqual({ position: 5, total: 5, exact: true });
  });

  it("leaves out a rule the answers already decide against, and every rule after one they decide for", () => {
    expect(progress(branching, {}, miniContext, "a")).toEqual({ position: 1, total: 3, exact: false });
    expect(progress(branching, { x: "2" }, miniContext, "b")).toEqual({ position: 2, total: 4, exact: true });
    expect(progress(branching, { x: "1" }, miniContext, "b")).toEqual({ position: 2, total: 3, exact: true });
  });

  it("is null for a step off the path", () => {
    expect(progress(mini, { agree: "Yes", kind: "Recreational" }, miniContext, "category")).toBeNull();
    expect(progress(mini, {}, miniContext, "place")).toBeNull();
  });
});
