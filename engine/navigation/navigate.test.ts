import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import { navigate } from "./navigate.ts";
import { previousStep } from "./previousStep.ts";
import { resumeStep } from "./resumeStep.ts";
import { shouldAutoAdvance } from "./shouldAutoAdvance.ts";

const compiled = compileDefinition(miniDefinition);
const complete = { agree: "Yes", kind: "Commercial", category: "Artisanal", transaction: "New", region: "North", port: "Alpha", species: ["Fish"], name: "Ann" };

describe("navigate", () => {
  it("starts where the start rules say: the intro only without a registration", () => {
    expect(navigate(compiled, {}, miniContext).path).toEqual(["intro"]);
    expect(navigate(compiled, {}, { ...miniContext, profile: { registered: true } }).path).toEqual(["kind"]);
  });

  it("stops at the first step with a missing answer, with its messages", () => {
    const nav = navigate(compiled, { agree: "Yes" }, miniContext);
    expect(nav.current).toBe("kind");
    expect(nav.errors).toEqual([{ pointer: "/kind", message: "You must make a selection before proceeding to the next step" }]);
    expect(nav.message).toBe("You must make a selection before proceeding to the next step");
    expect(nav.complete).toBe(false);
  });

  it("skips the category step for a recreational answer, and Previous skips it too", () => {
    const nav = navigate(compiled, { ...complete, kind: "Recreational" }, miniContext);
    expect(nav.path).toEqual(["intro", "kind", "transaction", "place", "page-one"]);
    expect(nav.asked).not.toContain("category");
    expect(previousStep(nav, "transaction")).toBe("kind");
    expect(previousStep(nav, "intro")).toBeNull();
  });

  it("walks every step and page to complete, recording the edges and rules taken", () => {
    const nav = navigate(compiled, complete, miniContext);
    expect(nav.complete).toBe(true);
    expect(nav.current).toBeNull();
    expect(nav.path).toEqual(["intro", "kind", "category", "transaction", "place", "page-one"]);
    expect(nav.edges).toContainEqual({ from: "kind", to: "category", rule: 1 });
    expect(nav.edges).toContainEqual({ from: "$start", to: "intro", rule: 1 });
  });

  it("identifies off-path answers and drops them, so they cannot steer or be kept", () => {
    const nav = navigate(compiled, { ...complete, kind: "Recreational", number: "12345" }, miniContext);
    expect(nav.offPath.sort()).toEqual(["category", "number"]);
    expect(nav.answers).not.toHaveProperty("category");
    expect(nav.answers).toHaveProperty("name", "Ann");
  });

  it("does not call answers of steps still ahead off-path", () => {
    const nav = navigate(compiled, { agree: "Yes", kind: "Commercial", port: "Alpha" }, miniContext);
    expect(nav.current).toBe("category");
    expect(nav.offPath).toEqual([]);
  });

  it("asks a conditional field only when its show condition holds", () => {
    const renewal = navigate(compiled, { ...complete, transaction: "Renewal" }, miniContext);
    expect(renewal.current).toBe("transaction");
    expect(renewal.errors).toEqual([{ pointer: "/number", message: "This field is required" }]);
    expect(navigate(compiled, { ...complete, transaction: "Renewal", number: "12" }, miniContext).errors).toEqual([{ pointer: "/number", message: "Min length should be 3" }]);
    expect(navigate(compiled, { ...complete, transaction: "Renewal", number: "123456" }, miniContext).errors).toEqual([{ pointer: "/number", message: "Max length is 5" }]);
    expect(navigate(compiled, complete, miniContext).asked).not.toContain("number");
  });

  it("stops at a block with its message", () => {
    const nav = navigate(compiled, { agree: "No" }, miniContext);
    expect(nav.blocked).toEqual({ step: "intro", message: "Stopped here" });
    expect(nav.current).toBe("intro");
    expect(nav.complete).toBe(false);
  });

  it("refuses a list value outside the chosen group, a disabled option, a failed check and a bad date order", () => {
    const nav = navigate(compiled, { ...complete, port: "Beta", species: ["Conch"], when: "2026-05-02", until: "2026-05-01" }, miniContext);
    expect(nav.current).toBe("place");
    expect(nav.errors).toEqual([
      { pointer: "/until", message: "Until must be after when" },
      { pointer: "/port", message: "This choice is not offered for the region chosen" },
      { pointer: "/species/0", message: "Conch is closed" },
    ]);
    expect(navigate(compiled, { ...complete, port: "Other", species: [] }, miniContext).errors).toEqual([{ pointer: "/species", message: "Choose a species" }]);
  });

  it("applies the default earliest date of 225 years ago", () => {
    const nav = navigate(compiled, { ...complete, when: "1801-11-21" }, miniContext);
    expect(nav.errors).toEqual([{ pointer: "/when", message: "Date must be after 22 November 1801" }]);
  });

  it("judges the form pages after the wizard", () => {
    const nav = navigate(compiled, { ...complete, name: "A name too long" }, miniContext);
    expect(nav.current).toBe("page-one");
    expect(nav.currentKind).toBe("page");
    expect(nav.errors).toEqual([{ pointer: "/name", message: "Max length is 10" }]);
  });
});

describe("resumeStep", () => {
  it("reopens at the stored step while the answers lead through it, else at the first open step", () => {
    const nav = navigate(compiled, { agree: "Yes", kind: "Recreational" }, miniContext);
    expect(resumeStep(nav, "kind")).toBe("kind");
    expect(resumeStep(nav, "category")).toBe("transaction");
    expect(resumeStep(nav, null)).toBe("transaction");
  });
});

describe("shouldAutoAdvance", () => {
  it("advances a valid single choice, and a conditional one only when its condition holds", () => {
    expect(shouldAutoAdvance(compiled, "kind", { kind: "Commercial" }, miniContext)).toBe(true);
    expect(shouldAutoAdvance(compiled, "kind", {}, miniContext)).toBe(false);
    expect(shouldAutoAdvance(compiled, "transaction", { transaction: "New" }, miniContext)).toBe(true);
    expect(shouldAutoAdvance(compiled, "transaction", { transaction: "Renewal", number: "123" }, miniContext)).toBe(false);
    expect(shouldAutoAdvance(compiled, "category", { category: "Artisanal" }, miniContext)).toBe(false);
  });
});

describe("skippedSteps", () => {
  it("names the steps gone around and the rule that chose it", async () => {
    const { skippedSteps } = await import("./skippedSteps.ts");
    const nav = navigate(compiled, { ...complete, kind: "Recreational" }, miniContext);
    expect(skippedSteps(compiled, nav)).toEqual([{ step: "category", title: "Category", because: "recreational (kind = Recreational)" }]);
    expect(skippedSteps(compiled, navigate(compiled, complete, miniContext))).toEqual([]);
  });
});
