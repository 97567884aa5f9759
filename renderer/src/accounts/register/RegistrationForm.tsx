import { useState, type FormEvent } from "react";
import { ApplicantDetails } from "./ApplicantDetails.tsx";
import { CompanyDetails } from "./CompanyDetails.tsx";
import { ContactDetails } from "./ContactDetails.tsx";
import { FormErrorSummary } from "./FormErrorSummary.tsx";
import { IndividualDetails } from "./IndividualDetails.tsx";
import { LoginDetails } from "./LoginDetails.tsx";
import { PictureIdentification } from "./PictureIdentification.tsx";
import { RegistrationDetails } from "./RegistrationDetails.tsx";
import { SupportingOfficer } from "./SupportingOfficer.tsx";
import type { RegistrationChoices } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * Step 2 of /register: the sections for an individual or a company (spec 000 §2 /register steps
 * 3 and 4), each asking only what the step 1 choices and earlier answers make relevant (issue 31
 * item 5), Back to step 1, and 'Review Privacy Policy', which opens the consent dialog only when
 * every field passes.
 */
export function RegistrationForm(props: { form: FormKit; choices: RegistrationChoices; errors: Record<string, string>; onSubmitted(): void; onBack(): void; onReview(): void }) {
  const { form, choices, errors, onSubmitted, onBack, onReview } = props;
  const [attempt, setAttempt] = useState(0);
  const individual = form.state.applicant_type === "Individual";

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmitted();
    if (Object.keys(errors).length) {
      setAttempt((n) => n + 1);
      return;
    }
    onReview();
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <FormErrorSummary errors={errors} attempt={attempt} />
      <RegistrationDetails form={form} choices={choices} />
      {individual ? <IndividualDetails form={form} /> : <CompanyDetails form={form} />}
      {individual ? <PictureIdentification form={form} /> : <ContactDetails form={form} />}
      <ApplicantDetails form={form} />
      <SupportingOfficer form={form} />
      <LoginDetails form={form} />
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="govuk-button">
          Review Privacy Policy
        </button>
      </div>
    </form>
  );
}
