// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import type { Answers } from "../engine/types.ts";
import { SectionView } from "../renderer/src/wizard/SectionView.tsx";
import { sectionForm } from "../renderer/src/wizard/sectionForm.ts";

afterEach(cleanup);

/**
 * Every step, page and payment form of every definition, drawn by the renderer with the answers
 * of a complete scenario of its type, in edit and in preview mode: each field the engine shows
 * must be on screen under its label. A definition using a construct the renderer cannot draw
 * fails here, whichever type it is.
 */
for (const { definition, compiled } of loadDefinitions().loaded) {
  const complete = loadScenarios(definition.id).find(({ scenario }) => scenario.expect.complete === true)?.scenario;
  describe(`${definition.title} (${definition.id})`, () => {
    it("has a complete scenario to draw its sections with", () => {
      expect(complete).toBeDefined();
    });
    if (!complete) return;
    const context = contextFor(complete.today, complete.profile ?? {});
    const answers = complete.answers as Answers;
    const sections = [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])];
    for (const section of sections) {
      it(`draws ${section.kind} "${section.section.id}" with every shown field labelled`, () => {
        const form = sectionForm(section, { answers, context, named: compiled.named });
        for (const readonly of [false, true]) {
          const { container, unmount } = render(
            <SectionView compiled={section} named={compiled.named} answers={answers} context={context} errors={[]} onAnswers={() => undefined} readonly={readonly} />,
          );
          const text = container.textContent ?? "";
          for (const [name, field] of Object.entries(form.schema.properties ?? {})) {
            const title = typeof field === "object" && field.title ? field.title : name;
            // A group drawn without its own label (`ui:options.label: false`: payment_details, named by the payment part's heading) is checked by its fields.
            const unlabelled = (section.section.ui?.[name] as { "ui:options"?: { label?: boolean } } | undefined)?.["ui:options"]?.label === false;
            if (unlabelled && typeof field === "object") for (const inner of Object.values(field.properties ?? {})) expect(text, `${section.section.id}: ${name}`).toContain(typeof inner === "object" && inner.title ? inner.title : "");
            else expect(text, `${section.section.id}: ${name}`).toContain(title);
          }
          unmount();
        }
      });
    }
  });
}
