// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileDefinition } from "../../../engine/definition/compileDefinition.ts";
import { evaluateApplication } from "../../../engine/evaluateApplication.ts";
import { navigate } from "../../../engine/navigation/navigate.ts";
import { contextFor, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../../engine/node/loadScenarios.ts";
import type { Definition } from "../../../engine/types.ts";
import { migrateAnswers } from "../../../engine/versions/migrateAnswers.ts";
import { versionChanges } from "../../../engine/versions/versionChanges.ts";
import { withdrawOption, type StepJson } from "../../../tests/support/publishVersion.ts";
import { WhatChanged } from "./WhatChanged.tsx";

afterEach(cleanup);

/**
 * 'What changed since you started' with what the engine says changed for a real draft: the first
 * type (in tile order) with a complete scenario that makes a single choice on a wizard step; its
 * next version withdraws that option (a `dropOption` with the analyst's note), as decision 0041
 * describes. Labels and answers come from the definition and the scenario, not from this file.
 */
const NOTE = "This option is withdrawn while the NFA reviews it.";
const found = [...loadDefinitions().loaded]
  .sort((a, b) => a.definition.order - b.definition.order)
  .flatMap(({ definition, compiled }) =>
    loadScenarios(definition.id).flatMap(({ scenario }) => {
      if (scenario.expect.complete !== true || scenario.seasons) return [];
      const context = contextFor(scenario.today, scenario.profile);
      return navigate(compiled, scenario.answers, context).path.flatMap((stepId) => {
        const step = compiled.steps.get(stepId);
        return Object.entries(step?.schema.properties ?? {}).flatMap(([field, schema]) => {
          const value = scenario.answers[field];
          const chosen = typeof value === "string" ? value : Array.isArray(value) && value.length === 1 && typeof value[0] === "string" ? value[0] : null;
          const options = schema.enum ?? schema.items?.enum;
          return chosen !== null && options?.includes(chosen) && (options?.length ?? 0) > 1 ? [{ definition, compiled, scenario, context, stepId, field, chosen, title: schema.title ?? field }] : [];
        });
      });
    }),
  );
const picked =
  found[0] ??
  (() => {
    throw new Error("no type has a complete scenario that makes a single choice on a wizard step");
  })();

/** The next version of the picked type: the chosen option withdrawn from its step, declared as a dropOption. */
function nextVersion(): Definition {
  const next = structuredClone(picked.definition);
  const [year, month, n] = next.version.split(".");
  next.version = `${year}.${month}.${Number(n) + 1}`;
  withdrawOption(next.wizard?.steps.find((s) => s.id === picked.stepId) as unknown as StepJson, picked.field, picked.chosen);
  next.migrations = { from: picked.definition.version, changes: [{ op: "dropOption", field: picked.field, value: picked.chosen, note: NOTE }] };
  return next;
}

const next = nextVersion();
const moved = migrateAnswers([picked.definition, next], picked.definition.version, picked.scenario.answers);
const after = compileDefinition(next);
const changes = versionChanges(
  { compiled: picked.compiled, answers: picked.scenario.answers, evaluation: evaluateApplication(picked.compiled, picked.scenario.answers, picked.context) },
  { compiled: after, answers: moved.answers, evaluation: evaluateApplication(after, moved.answers, picked.context) },
  moved.applied,
);

const show = (onContinue: () => Promise<void> = () => Promise.resolve()) => render(<WhatChanged title={picked.definition.title} changes={changes} onContinue={onContinue} />);

describe("What changed since you started", () => {
  it("says which type changed, names the withdrawn choice with the analyst's reason, and starts with focus on its heading", () => {
    show();
    const heading = screen.getByRole("heading", { level: 1, name: "What changed since you started" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(`The rules for ${picked.definition.title} applications changed after you started yours.`)).toBeTruthy();
    const item = within(screen.getByRole("list", { name: "What changed" })).getByRole("heading", { level: 2, name: picked.title }).closest("li") as HTMLElement;
    expect(item.textContent).toContain(`You chose ${picked.chosen}. This is no longer offered: please choose again.`);
    expect(item.textContent).toContain(`Why: ${NOTE}`);
    expect(changes.resumeAt, "the step that asks again is where the applicant goes on").toBe(picked.stepId);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Continue"]);
  });

  it("goes on with Continue once, and shows why when the server could not be told, letting the applicant try again", async () => {
    const user = userEvent.setup({ delay: null });
    const onContinue = vi.fn(() => Promise.reject(new Error("The portal could not be reached. Check your connection and try again.")));
    show(onContinue);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("The portal could not be reached. Check your connection and try again.");
    expect(document.activeElement).toBe(summary);
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says when nothing the applicant answered needs to change", () => {
    render(<WhatChanged title={picked.definition.title} changes={{ ...changes, items: [] }} onContinue={() => Promise.resolve()} />);
    expect(screen.getByText(/Nothing you answered needs to change\./)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "What changed" })).toBeNull();
  });
});
