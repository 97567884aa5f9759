import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../node/loadDefinitions.ts";
import { resumeAddress } from "./resumeAddress.ts";

/** Every type from schemas/types/, with the routes its own stages name. */
const types = loadDefinitions().loaded.map(({ definition, compiled }) => ({ definition, compiled, route: (id: string) => definition.stages.find((s) => s.id === id)?.route }));

describe("resumeAddress", () => {
  it("opens the wizard step that needs the applicant at its own address, for every type with steps", () => {
    for (const { definition, compiled, route } of types.filter((t) => t.compiled.stepOrder.length)) {
      const last = compiled.stepOrder.at(-1) ?? "";
      expect(resumeAddress(compiled, last), definition.id).toBe(`${definition.routePrefix}/${route("type")}/${last}`);
    }
  });

  it("opens the form page that needs the applicant at its own address", () => {
    for (const { definition, compiled, route } of types.filter((t) => t.compiled.pages.length)) {
      const page = compiled.pages.at(-1)?.section.id ?? "";
      expect(resumeAddress(compiled, page), definition.id).toBe(`${definition.routePrefix}/${route("form")}/${page}`);
    }
  });

  it("goes on past the wizard and the form when they need nothing, and to the first stage for a section it does not know", () => {
    for (const { definition, compiled } of types) {
      const { stages, routePrefix } = definition;
      const after = stages[Math.max(stages.findIndex((s) => s.id === "type"), stages.findIndex((s) => s.id === "form")) + 1];
      expect(resumeAddress(compiled, null), definition.id).toBe(`${routePrefix}/${(after && after.id !== "status" ? after : stages[0])?.route}`);
      expect(resumeAddress(compiled, "no-such-step"), definition.id).toBe(`${routePrefix}/${stages[0]?.route}`);
    }
  });
});
