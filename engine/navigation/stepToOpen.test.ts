import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import { navigate } from "./navigate.ts";
import { pageToOpen } from "./pageToOpen.ts";
import { stepToOpen } from "./stepToOpen.ts";

const compiled = compileDefinition(miniDefinition);
const recreational = navigate(compiled, { agree: "Yes", kind: "Recreational" }, miniContext);

describe("stepToOpen", () => {
  it("opens a step named in the address when the answers lead through it", () => {
    expect(stepToOpen(compiled, recreational, "kind", null)).toBe("kind");
    expect(stepToOpen(compiled, recreational, "transaction", null)).toBe("transaction");
  });

  it("sends a step the answers do not reach, or an unknown one, to the first step still missing", () => {
    expect(stepToOpen(compiled, recreational, "category", "kind")).toBe("transaction");
    expect(stepToOpen(compiled, recreational, "place", null)).toBe("transaction");
    expect(stepToOpen(compiled, recreational, "no-such-step", null)).toBe("transaction");
  });

  it("resumes at the stored step without a step in the address, while the answers lead there", () => {
    expect(stepToOpen(compiled, recreational, undefined, "kind")).toBe("kind");
    expect(stepToOpen(compiled, recreational, undefined, "category")).toBe("transaction");
  });

  it("opens a new application (no stored step) at the first step of its path, even one that asks nothing", () => {
    expect(stepToOpen(compiled, recreational, undefined, null)).toBe("intro");
  });

  it("falls back to a wizard step when the answers already finish the wizard", () => {
    const complete = navigate(compiled, { agree: "Yes", kind: "Recreational", transaction: "New", region: "North", port: "Alpha", species: ["Fish"] }, miniContext);
    expect(complete.current).toBe("page-one");
    expect(stepToOpen(compiled, complete, "page-one", null)).toBe("intro");
    expect(stepToOpen(compiled, complete, undefined, "place")).toBe("place");
  });
});

describe("pageToOpen", () => {
  const twoPages = compileDefinition({ ...miniDefinition, form: { previewTitle: "Preview", pages: [...miniDefinition.form.pages, { id: "page-two", title: "Page two", schema: { type: "object", properties: {} } }] } });
  it("opens a page once the pages before it are answered, else the first missing one; the first page by default", () => {
    expect(pageToOpen(twoPages, { name: "Ann" }, miniContext, "page-two")).toBe("page-two");
    expect(pageToOpen(twoPages, {}, miniContext, "page-two")).toBe("page-one");
    expect(pageToOpen(twoPages, {}, miniContext, undefined)).toBe("page-one");
    expect(pageToOpen(twoPages, { name: "Ann" }, miniContext, "unknown")).toBe("page-one");
  });
});
