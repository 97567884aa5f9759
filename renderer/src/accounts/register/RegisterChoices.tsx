import { useState, type FormEvent } from "react";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { formProblems } from "../formProblems.ts";
import { MESSAGES } from "../messages.ts";
import type { RegistrationChoices } from "./registrationState.ts";
import { TRN_HINT } from "./registrationLabels.ts";
import { YES_NO } from "./registrationLists.ts";

const QUESTIONS: Array<{ key: keyof RegistrationChoices; legend: string; hint?: string; options: Array<{ value: string }> }> = [
  { key: "applicant_type", legend: "Applicant Type", options: [{ value: "Individual" }, { value: "Company" }] },
  { key: "has_trn", legend: "Does the applicant have a TRN?", hint: TRN_HINT, options: YES_NO },
  { key: "has_nfa", legend: "Does the applicant have an NFA registration number?", options: YES_NO },
];

/**
 * Step 1 of /register (spec 000 §2): applicant type, whether the applicant has a TRN and whether
 * they have an NFA registration number. All three are required: a Continue with one missing shows
 * 'Select all choices first' (spec 000 §8) as the error summary's title, each missing choice
 * linked and marked inline with the required-field message.
 */
export function RegisterChoices({ initial, onDone }: { initial: RegistrationChoices; onDone(choices: RegistrationChoices): void }) {
  const [choices, setChoices] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const set = (key: keyof RegistrationChoices) => (value: string) => setChoices((c) => ({ ...c, [key]: value }));
  const errorOf = (key: keyof RegistrationChoices) => (attempt && !choices[key] ? MESSAGES.required : null);
  const problems = formProblems(QUESTIONS.map((q) => ({ id: `reg-${q.key}`, name: q.legend, error: errorOf(q.key) })));

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (QUESTIONS.some((q) => !choices[q.key])) return;
    onDone(choices);
  }

  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummaryBox problems={problems} title={MESSAGES.selectAllChoices} attempt={attempt} />
      {QUESTIONS.map((q) => (
        <RadioGroup key={q.key} id={`reg-${q.key}`} legend={q.legend} hint={q.hint} required inline options={q.options} value={choices[q.key]} error={errorOf(q.key)} onChange={set(q.key)} />
      ))}
      <button type="submit" className="govuk-button">
        Continue
      </button>
    </form>
  );
}
