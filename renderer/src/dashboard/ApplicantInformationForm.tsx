import { useCallback, useState, type FormEvent } from "react";
import { toast } from "sonner";
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
import { useRefreshProfile } from "./useRefreshProfile.ts";

/**
 * 'Update Applicant Information': the applicant's details with the registration's own sections,
 * saved with PUT /entity/{id}. The NFA and TRN numbers are not changed here. A refusal (a
 * secondary agent, a date out of range) is shown as a warning with the server's message (spec 000 §8).
 */
export function ApplicantInformationForm({ entity }: { entity: Entity }) {
  const api = useApi();
  const refresh = useRefreshProfile();
  const validate = useCallback((state: RegistrationState) => validateApplicantInformation(state, new Date()), []);
  const { kit, errors, setSubmitted } = useProfileForm(() => applicantState(entity), validate);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const { msg } = await api.put<{ msg: string }>(`/entity/${String(entity.id)}`, applicantPayload(kit.state));
      toast.success(msg);
      await refresh();
    } catch (error) {
      toast.warning((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update Applicant Information">
      <FormErrorSummary errors={errors} attempt={attempt} />
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
