import { useState, type FormEvent } from "react";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { MESSAGES } from "../messages.ts";
import type { RegistrationChoices } from "./registrationState.ts";
import { YES_NO } from "./registrationLists.ts";

/**
 * Step 1 of /register (spec 000 §2): applicant type, whether the applicant has a TRN and whether
 * they have an NFA registration number. All three are required: 'Select all choices first'.
 */
export function RegisterChoices({ initial, onDone }: { initial: RegistrationChoices; onDone(choices: RegistrationChoices): void }) {
  const [choices, setChoices] = useState(initial);
  const [incomplete, setIncomplete] = useState(false);
  const set = (key: keyof RegistrationChoices) => (value: string) => {
    setChoices((c) => ({ ...c, [key]: value }));
    setIncomplete(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choices.applicant_type || !choices.has_trn || !choices.has_nfa) return setIncomplete(true);
    onDone(choices);
  }

  return (
    <form onSubmit={submit} noValidate>
      {incomplete && (
        <div className="govuk-error-summary" role="alert">
          <p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-0">{MESSAGES.selectAllChoices}</p>
        </div>
      )}
      <RadioGroup id="reg-applicant_type" legend="Applicant Type" required inline options={[{ value: "Individual" }, { value: "Company" }]} value={choices.applicant_type} error={null} onChange={set("applicant_type")} />
      <RadioGroup id="reg-has_trn" legend="Does the applicant have a TRN?" required inline options={YES_NO} value={choices.has_trn} error={null} onChange={set("has_trn")} />
      <RadioGroup id="reg-has_nfa" legend="Does the applicant have an NFA registration number?" required inline options={YES_NO} value={choices.has_nfa} error={null} onChange={set("has_nfa")} />
      <button type="submit" className="govuk-button">
        Continue
      </button>
    </form>
  );
}
