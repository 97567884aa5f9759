import { MIN_AGE_YEARS } from "../checks.ts";
import { CheckboxGroup } from "../fields/CheckboxGroup.tsx";
import { DateField } from "../fields/DateField.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { TextField } from "../fields/TextField.tsx";
import { AddressFields } from "./AddressFields.tsx";
import { FormSection } from "./FormSection.tsx";
import { inputId, LABELS } from "./registrationLabels.ts";
import { EDUCATION_LEVELS, GENDERS } from "./registrationLists.ts";
import type { FormKit } from "./useFormKit.ts";

/** 'Individual Details' (spec 000 §3 Individual); a date of birth found by the lookup is locked. */
export function IndividualDetails({ form }: { form: FormKit }) {
  const { state } = form;
  return (
    <FormSection id="individual-details" title="Individual Details">
      <TextField {...form.bind("first_name_individual")} label={LABELS.first_name_individual} required autoComplete="given-name" />
      <TextField {...form.bind("middle_name_individual")} label={LABELS.middle_name_individual} autoComplete="additional-name" />
      <TextField {...form.bind("last_name_individual")} label={LABELS.last_name_individual} required autoComplete="family-name" />
      <TextField {...form.bind("alias_individual")} label={LABELS.alias_individual} />
      <RadioGroup {...form.bind("gender")} legend={LABELS.gender} required inline options={GENDERS.map((value) => ({ value }))} />
      <DateField
        {...form.bind("date_of_birth_individual")}
        label={LABELS.date_of_birth_individual}
        required
        readOnly={state.lockedDob}
        hint={state.lockedDob ? "The date of birth on record for your registration number; it cannot be changed here." : `The applicant must be at least ${MIN_AGE_YEARS} years old. For example, 27 3 1985.`}
        autoComplete="bday"
      />
      <CheckboxGroup
        id={inputId("education")}
        legend={LABELS.education}
        required
        options={EDUCATION_LEVELS}
        values={state.education}
        error={form.shown("education")}
        onChange={(education) => {
          form.update((s) => ({ ...s, education }));
          form.touch("education");
        }}
      />
      {state.education.includes("Other") && <TextField {...form.bind("education_other")} label={LABELS.education_other} required />}
      <AddressFields form={form} />
    </FormSection>
  );
}
