import type { ValidateFunction } from "ajv";
import type { Condition, Definition, Page, Section, SectionSchema, Step, TypeMessages } from "../types.ts";
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
  /** The type's own default messages (decision 0036), when it gives any. */
  messages?: TypeMessages;
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

/**
 * Makes the validator of one section's schema. The default compiles with ajv at run time (the
 * server, tests, the CLI); the browser passes the validators the server precompiled, since a
 * content security policy forbids compiling code there.
 */
export type ValidatorFactory = (schema: SectionSchema, at: string) => ValidateFunction;

/**
 * The validator is made the first time a section judges answers, not when the definition is
 * compiled: a server start compiles every version of every type (the kept ones too) and most are
 * never asked to judge before the next start; a test's app used to spend two seconds of its start
 * in ajv (issue 30). A definition's schemas have compiled in its lint before it is served.
 */
function compileSection<S extends Section>(factory: ValidatorFactory, kind: CompiledSection["kind"], at: string, section: S, messages: TypeMessages | undefined): CompiledSection<S> {
  const schema = inlineLists(section.schema);
  let validator: ValidateFunction | undefined;
  return {
    kind,
    at,
    section,
    schema,
    get validate() {
      return (validator ??= factory(schema, at));
    },
    ...(messages ? { messages } : {}),
  };
}

/** Every section of a definition with its pointer, in a fixed order (steps, pages, payment). */
export function sectionsWithPointers(definition: Definition): Array<{ at: string; section: Section }> {
  return [
    ...(definition.wizard?.steps ?? []).map((section, i) => ({ at: `/wizard/steps/${i}`, section })),
    ...definition.form.pages.map((section, i) => ({ at: `/form/pages/${i}`, section })),
    ...(definition.payment ? [{ at: "/payment", section: definition.payment }] : []),
  ];
}

/**
 * Compiles a (resolved, linted) definition: one ajv validator per step and page, reused for
 * every evaluation of that definition.
 */
export function compileDefinition(definition: Definition, factory?: ValidatorFactory): CompiledDefinition {
  let ajv: ReturnType<typeof createAjv> | undefined;
  const make: ValidatorFactory = factory ?? ((schema) => (ajv ??= createAjv()).compile(schema));
  const steps = new Map<string, CompiledSection<Step>>();
  (definition.wizard?.steps ?? []).forEach((step, i) => steps.set(step.id, compileSection(make, "step", `/wizard/steps/${i}`, step, definition.messages)));
  return {
    definition,
    named: definition.conditions ?? {},
    steps,
    stepOrder: [...steps.keys()],
    pages: definition.form.pages.map((page, i) => compileSection(make, "page", `/form/pages/${i}`, page, definition.messages)),
    payment: definition.payment ? compileSection(make, "payment", "/payment", definition.payment, definition.messages) : null,
  };
}
