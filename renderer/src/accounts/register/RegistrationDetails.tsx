import { formatTrn } from "../checks.ts";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import { CATEGORIES, COUNTRIES, NATIONALITIES } from "./registrationLists.ts";
import type { FormKit } from "./useFormKit.ts";

/** 'Registration Details': the numbers the applicant already has, nationality, category and country. */
export function RegistrationDetails({ form }: { form: FormKit }) {
  return (
    <FormSection id="registration-details" title="Registration Details">
      <p className="govuk-body">
        Applicant type: <strong>{form.state.applicant_type}</strong>
      </p>
      <TextField {...form.bind("nfa_registration_number")} label={LABELS.nfa_registration_number} className="govuk-input--width-20" />
      <TextField {...form.bind("taxation_registration_number")} label={LABELS.taxation_registration_number} hint="For example, 123-456-789" format={formatTrn} className="govuk-input--width-10" />
      <RadioGroup {...form.bind("domicile")} legend={LABELS.domicile} required inline options={NATIONALITIES.map((value) => ({ value }))} />
      <RadioGroup {...form.bind("category_of_applicant")} legend={LABELS.category_of_applicant} required inline options={CATEGORIES.map((value) => ({ value }))} />
      <SelectField {...form.bind("country_of_origin")} label={LABELS.country_of_origin} required options={COUNTRIES} />
    </FormSection>
  );
}
