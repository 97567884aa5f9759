import { useState } from "react";
import { toast } from "../../layout/toast.ts";
import { useApi } from "../../api/ApiProvider.tsx";
import { MESSAGES } from "../messages.ts";
import { applyLookup } from "./applyLookup.ts";
import { LookupDialog } from "./LookupDialog.tsx";
import { PrivacyConsentDialog } from "./PrivacyConsentDialog.tsx";
import { RegisterChoices } from "./RegisterChoices.tsx";
import { RegistrationForm } from "./RegistrationForm.tsx";
import { registrationPayload } from "./registrationPayload.ts";
import { emptyRegistration, type RegistrationChoices } from "./registrationState.ts";
import { RegistrationSuccessDialog } from "./RegistrationSuccessDialog.tsx";
import { useRegistrationForm } from "./useRegistrationForm.ts";

type Step = "choices" | "lookup" | "form" | "consent" | "done";

/**
 * /register (spec 000 §2, §4 Registration): the three choices, the optional 'Submit Details'
 * lookup that prefills the form, the form, the privacy consent with a signature, the submit
 * ('Registered Successfully' or the server's message) and 'Registration Successful'.
 */
export function RegisterPage() {
  const api = useApi();
  const [step, setStep] = useState<Step>("choices");
  const [choices, setChoices] = useState<RegistrationChoices>({ applicant_type: "", has_trn: "", has_nfa: "" });
  const { kit, errors, setState, setSubmitted } = useRegistrationForm(emptyRegistration("Individual"));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function chosen(next: RegistrationChoices) {
    // A new applicant type starts a new form; the same type keeps what was typed before Back.
    const lookup = next.has_trn === "Yes" || next.has_nfa === "Yes";
    if (next.applicant_type !== choices.applicant_type) setState(emptyRegistration(next.applicant_type === "Company" ? "Company" : "Individual"));
    // Without a lookup this time, a date of birth found by an earlier one is no longer on record.
    else if (!lookup) setState((s) => ({ ...s, lockedDob: false }));
    // A number the applicant now says they do not have is not sent (the form no longer shows it).
    setState((s) => ({ ...s, fields: { ...s.fields, ...(next.has_trn === "No" ? { taxation_registration_number: "" } : {}), ...(next.has_nfa === "No" ? { nfa_registration_number: "" } : {}) } }));
    setChoices(next);
    setStep(lookup ? "lookup" : "form");
  }

  async function consent(signature: string) {
    setBusy(true);
    setFailure(null);
    try {
      await api.post<{ msg: string }>("/users/register", registrationPayload(kit.state, signature));
      toast.success(MESSAGES.registered);
      setStep("done");
    } catch (error) {
      // Shown in the consent dialog's error summary (spec 000 §8: the server's message), not again as a toast.
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l" id="register-title">
          Create Account
        </h1>
        {step === "choices" || step === "lookup" ? (
          <RegisterChoices initial={choices} onDone={chosen} />
        ) : (
          <RegistrationForm form={kit} choices={choices} errors={errors} onSubmitted={() => setSubmitted(true)} onBack={() => setStep("choices")} onReview={() => setStep("consent")} />
        )}
        {step === "lookup" && (
          <LookupDialog
            askTrn={choices.has_trn === "Yes"}
            askNfa={choices.has_nfa === "Yes"}
            onCancel={() => setStep("choices")}
            onFound={(numbers, answer) => {
              setState((s) => applyLookup(s, numbers, answer));
              setStep("form");
            }}
          />
        )}
        {step === "consent" && <PrivacyConsentDialog busy={busy} failure={failure} onConsent={(signature) => void consent(signature)} onDecline={() => {
              setFailure(null);
              setStep("form");
            }} />}
        {step === "done" && <RegistrationSuccessDialog />}
      </div>
    </div>
  );
}
