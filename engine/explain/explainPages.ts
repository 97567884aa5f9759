import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Navigation } from "../navigation/navigate.ts";
import type { PageExplanation } from "./Explanation.ts";
import { stopWords } from "./stopWords.ts";

/**
 * Every page of the application form, in order: done, where the walk stops (with the errors), or
 * not reached yet (the wizard or an earlier page stops the walk first). Pages have no conditions:
 * each is asked once the wizard is finished and every page before it is complete.
 */
export function explainPages(compiled: CompiledDefinition, navigation: Navigation): PageExplanation[] {
  const titleOf = (id: string | null) => `"${(id && (compiled.steps.get(id)?.section.title ?? compiled.pages.find((p) => p.section.id === id)?.section.title)) ?? id}"`;
  return compiled.pages.map(({ section }) => {
    const base = { id: section.id, title: section.title, checks: [] };
    if (!navigation.path.includes(section.id)) {
      const because = navigation.wizardComplete ? `Not reached yet: the walk stops at page ${titleOf(navigation.current)} before it.` : `Not reached yet: the wizard stops at ${titleOf(navigation.current)} first.`;
      return { ...base, outcome: "notReached", because, errors: [] };
    }
    if (navigation.current === section.id) return { ...base, outcome: "current", because: `Reached. ${stopWords(navigation)}`, errors: navigation.errors };
    return { ...base, outcome: "done", because: "Done: its answers are complete and valid.", errors: [] };
  });
}
