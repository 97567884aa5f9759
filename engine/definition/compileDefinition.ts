import type { ValidateFunction } from "ajv";
import type { Condition, Definition, Page, Section, Step } from "../types.ts";
import { createAjv } from "./createAjv.ts";
import { inlineLists } from "./inlineLists.ts";

/** A section (wizard step, form page or payment form) ready to judge answers. */
export interface CompiledSection<S extends Section = Section> {
  kind: "step" | "page" | "payment";
  /** JSON pointer of the section in the definition, for traces and messages. */
  at: string;
  section: S;
  /** The section's schema with reference lists inlined as enums. */
  schema: S["schema"];
  validate: ValidateFunction;
}

/** A definition compiled once: validators cached, steps indexed. */
export interface CompiledDefinition {
  definition: Definition;
  named: Record<string, Condition>;
  steps: Map<string, CompiledSection<Step>>;
  stepOrder: string[];
  pages: CompiledSection<Page>[];
  payment: CompiledSection | null;
}

function compileSection<S extends Section>(ajv: ReturnType<typeof createAjv>, kind: CompiledSection["kind"], at: string, section: S): CompiledSection<S> {
  const schema = inlineLists(section.schema);
  return { kind, at, section, schema, validate: ajv.compile(schema) };
}

/**
 * Compiles a (resolved, linted) definition: one ajv validator per step and page, reused for
 * every evaluation of that definition.
 */
export function compileDefinition(definition: Definition): CompiledDefinition {
  const ajv = createAjv();
  const steps = new Map<string, CompiledSection<Step>>();
  (definition.wizard?.steps ?? []).forEach((step, i) => steps.set(step.id, compileSection(ajv, "step", `/wizard/steps/${i}`, step)));
  return {
    definition,
    named: definition.conditions ?? {},
    steps,
    stepOrder: [...steps.keys()],
    pages: definition.form.pages.map((page, i) => compileSection(ajv, "page", `/form/pages/${i}`, page)),
    payment: definition.payment ? compileSection(ajv, "payment", "/payment", definition.payment) : null,
  };
}
