import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Answers, EngineContext, FieldSchema } from "../types.ts";
import { navigate } from "./navigate.ts";

/** One choice a draft has made, as the applicant saw it: the field's title and the answer. */
export interface DraftChoice {
  label: string;
  value: string;
}

/** What tells one draft from another in a list of drafts (issue 14 'Tiles, names, drafts'). */
export interface DraftProgress {
  /** The first few choices made on the wizard's path, in the order they were asked. */
  choices: DraftChoice[];
  /** The title of the step or page the draft resumes at, or of the stage after the form. */
  reached: string | null;
}

/** How many choices describe a draft: enough to tell a Commercial Artisanal renewal from a new Recreational licence. */
export const DRAFT_CHOICES = 3;

const isYesNo = (field: FieldSchema) => field.type === "boolean" || (Array.isArray(field.enum) && field.enum.length === 2 && field.enum.includes("Yes") && field.enum.includes("No"));
const isChoice = (field: FieldSchema) => Array.isArray(field.enum) || Boolean(field["x-list"]);

/** An answer worth naming: a choice from a list (not a yes/no gate, not typed text), as text. */
function choiceText(field: FieldSchema, value: unknown): string | null {
  if (value === undefined || value === null || value === "" || isYesNo(field)) return null;
  if (Array.isArray(value) && field.items && isChoice(field.items)) return value.length ? value.map(String).join(", ") : null;
  return isChoice(field) && (typeof value === "string" || typeof value === "number") ? String(value) : null;
}

/**
 * A draft described from its definition alone: the choices made on the steps walked (first
 * `DRAFT_CHOICES`, yes/no gates and typed text left out) and where it stands: the stored step when
 * the answers still lead there, else the first step or page still to answer, else the stage after
 * the form (documents, payment or preview, whichever the type has first).
 */
export function draftProgress(compiled: CompiledDefinition, answers: Answers, stored: string | null, context: EngineContext): DraftProgress {
  const navigation = navigate(compiled, answers, context);
  const choices: DraftChoice[] = [];
  for (const stepId of navigation.path) {
    const step = compiled.steps.get(stepId)?.section;
    if (!step) continue;
    for (const [name, field] of Object.entries(step.schema.properties)) {
      const value = choiceText(field, navigation.answers[name]);
      if (value !== null && choices.length < DRAFT_CHOICES) choices.push({ label: field.title ?? name, value });
    }
  }
  const at = stored && navigation.path.includes(stored) ? stored : navigation.current;
  const section = (at && compiled.steps.get(at)?.section) || compiled.pages.find((p) => p.section.id === at)?.section;
  const after = compiled.definition.stages.find((s) => s.id === "documents" || s.id === "payment" || s.id === "preview");
  return { choices, reached: section?.title ?? after?.label ?? null };
}
