import type { Answers, FieldError, HeldLicence } from "../types.ts";

/** A conformance test an analyst writes: answers in, the engine's verdict expected out. */
export interface Scenario {
  name: string;
  description?: string;
  today: string;
  profile?: Record<string, unknown>;
  /** The licences on file for the applicant (`$licences`, issue 29); none when absent. */
  licences?: HeldLicence[];
  seasons?: Array<{ specie_name: string; start_date: string; end_date: string }>;
  answers: Answers;
  expect: {
    /** Every step and page walked, exactly and in order. */
    path?: string[];
    /** These steps and pages walked in this order; others may come before, between and after. */
    pathIncludes?: string[];
    /** The walk begins with exactly these steps, in this order. */
    pathStartsWith?: string[];
    /** Every field asked, exactly and in order. */
    asked?: string[];
    /** These fields asked in this order; others may come before, between and after. */
    askedIncludes?: string[];
    notAsked?: string[];
    current?: string | null;
    complete?: boolean;
    blocked?: string | null;
    /** The toast of the step or page that stops the walk. */
    message?: string | null;
    errors?: FieldError[];
    offPath?: string[];
    documents?: Array<{ key: string; required?: boolean }>;
    /** Amounts in JMD; `working` is a rate's sum in words, as the applicant reads it (decision 0053). */
    fees?: { lines?: Array<{ id: string; amount?: number; working?: string }>; total?: number };
    /** Kept answers by JSON pointer (computed durations and totals); null for an answer not kept. */
    values?: Record<string, unknown>;
  };
}

/**
 * A scenario file as written: a scenario, or a base (`"base": true`) that scenarios extend.
 * `extends` names another file relative to this one's folder; `omit` lists JSON pointers
 * (`/answers/port`, `/profile/nfa_registration_number`) removed from what is inherited
 * (docs/decisions/0032-scenarios-extend-a-base.md).
 */
export interface ScenarioSource extends Partial<Scenario> {
  $schema?: string;
  base?: boolean;
  extends?: string;
  omit?: string[];
}
