import { useCallback } from "react";
import { RadioGroup } from "../accounts/fields/RadioGroup.tsx";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import { CompanyDetails } from "../accounts/register/CompanyDetails.tsx";
import { ContactDetails } from "../accounts/register/ContactDetails.tsx";
import { FormErrorSummary } from "../accounts/register/FormErrorSummary.tsx";
import { IndividualDetails } from "../accounts/register/IndividualDetails.tsx";
import { LABELS } from "../accounts/register/registrationLabels.ts";
import { COUNTRIES, NATIONALITIES } from "../accounts/register/registrationLists.ts";
import type { RegistrationState } from "../accounts/register/registrationState.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { applicantPayload, applicantState, validateApplicantInformation } from "./applicantInformation.ts";
import type { Entity } from "./profileParts.ts";
import { useProfileForm } from "./useProfileForm.ts";

/**
 * 'Update Applicant Information': the applicant's details with the registration's own sections,
 * saved with PUT /entity/{id}. The NFA and TRN numbers are not changed here. A refusal (a
 * secondary agent, a date out of range) is shown in the form's error summary with the server's message (spec 000 §8).
 */
export function ApplicantInformationForm({ entity }: { entity: Entity }) {
  const api = useApi();
  const validate = useCallback((state: RegistrationState) => validateApplicantInformation(state, new Date()), []);
  const { kit, errors, attempt, failure, busy, submit } = useProfileForm(() => applicantState(entity), validate, (state) => api.put<{ msg: string }>(`/entity/${String(entity.id)}`, applicantPayload(state)));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update Applicant Information">
      <FormErrorSummary errors={errors} attempt={attempt} failure={failure} />
      <RadioGroup {...kit.bind("domicile")} legend={LABELS.domicile} required inline options={NATIONALITIES.map((value) => ({ value }))} />
      <SelectField {...kit.bind("country_of_origin")} label={LABELS.country_of_origin} required options={COUNTRIES} />
      {kit.state.applicant_type === "Company" ? (
        <>
          <CompanyDetails form={kit} />
          <ContactDetails form={kit} />
        </>
      ) : (
        <IndividualDetails form={kit} />
      )}
      <button type="submit" className="govuk-button" disabled={busy}>
        {busy ? "Saving…" : "Update Applicant Information"}
      </button>
    </form>
  );
}
