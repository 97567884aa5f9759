import { formatTrn } from "../checks.ts";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS, TRN_HINT } from "./registrationLabels.ts";
import { CATEGORIES, COUNTRIES, NATIONALITIES } from "./registrationLists.ts";
import type { RegistrationChoices } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Registration Details': the numbers the applicant said they have in step 1 (only those),
 * nationality, with the country of origin asked of a Foreign applicant only, and category.
 */
export function RegistrationDetails({ form, choices }: { form: FormKit; choices: Pick<RegistrationChoices, "has_trn" | "has_nfa"> }) {
  return (
    <FormSection id="registration-details" title="Registration Details">
      <p className="govuk-body">
        Applicant type: <strong>{form.state.applicant_type}</strong>
      </p>
      {choices.has_nfa === "Yes" && <TextField {...form.bind("nfa_registration_number")} label={LABELS.nfa_registration_number} className="govuk-input--width-20" />}
      {choices.has_trn === "Yes" && <TextField {...form.bind("taxation_registration_number")} label={LABELS.taxation_registration_number} hint={TRN_HINT} format={formatTrn} className="govuk-input--width-10" />}
      <RadioGroup {...form.bind("domicile")} legend={LABELS.domicile} required inline options={NATIONALITIES.map((value) => ({ value }))} />
      {form.state.fields.domicile === "Foreign" && <SelectField {...form.bind("country_of_origin")} label={LABELS.country_of_origin} required options={COUNTRIES} />}
      <RadioGroup {...form.bind("category_of_applicant")} legend={LABELS.category_of_applicant} required inline options={CATEGORIES.map((value) => ({ value }))} />
    </FormSection>
  );
}
