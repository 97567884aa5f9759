import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { formatPhone } from "../../widgets/formatPhone.ts";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { DateField } from "../fields/DateField.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { TextField } from "../fields/TextField.tsx";
import { formProblems } from "../formProblems.ts";
import { MESSAGES } from "../messages.ts";
import { resetBody, resetFields, validateResetFields, type ResetAnswers } from "./resetPath.ts";
import { usePasswordCall } from "./usePasswordCall.ts";

type Step = "user_type" | "reset_for" | "reset_method" | "fields";

const QUESTIONS = {
  user_type: { legend: "Who are you?", options: [{ value: "Applicant" }, { value: "Supporting Officer" }] },
  reset_for: { legend: "Whose password do you want to reset?", options: [{ value: "Self", label: "My own (Self)" }, { value: "Applicant", label: "An applicant I support (Applicant)" }] },
  reset_method: { legend: "How do you want to receive the reset link?", options: [{ value: "Email" }, { value: "Telephone Number" }] },
} as const;

const EMPTY: ResetAnswers = { user_type: "", reset_for: "", reset_method: "", email: "", applicant_email: "", supporting_officer_email: "", telephone_number: "", date_of_birth_individual_or_date_of_registration: "" };

/**
 * /reset-password (spec 000 §2 'Password reset'): step 1 user type, step 2 reset-for (only for a
 * supporting officer), step 3 the method, step 4 the fields of that path. The server's message is
 * shown and the user goes to /login (spec 000 §7 'Reset password').
 */
export function ResetPasswordWizard() {
  const [answers, setAnswers] = useState(EMPTY);
  const [step, setStep] = useState<Step>("user_type");
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { busy, failure, setFailure, send } = usePasswordCall();
  const steps: Step[] = answers.user_type === "Supporting Officer" ? ["user_type", "reset_for", "reset_method", "fields"] : ["user_type", "reset_method", "fields"];
  const position = steps.indexOf(step);
  const fieldErrors = validateResetFields(answers);
  const set = (name: keyof ResetAnswers) => (value: string) => setAnswers((a) => ({ ...a, [name]: value }));
  const choiceError = checked && step !== "fields" && !answers[step] ? MESSAGES.required : null;
  const shownFields = step === "fields" ? resetFields(answers).map(({ name, label }) => ({ id: `reset-${name}`, name: label, error: checked ? (fieldErrors[name] ?? null) : null })) : [];
  const problems = formProblems(step === "fields" ? shownFields : [{ id: `reset-${step}`, name: QUESTIONS[step].legend, error: choiceError }], failure);

  async function next(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setAttempt((n) => n + 1);
    if (step !== "fields") {
      if (!answers[step]) return;
      setChecked(false);
      return setStep(steps[position + 1] ?? "fields");
    }
    if (Object.keys(fieldErrors).length) return;
    await send("/users/password/reset", resetBody(answers));
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">
          Step {position + 1} of {steps.length}
        </span>
        <h1 className="govuk-heading-l">Reset Password</h1>
        <ErrorSummaryBox problems={problems} attempt={`${attempt}:${failure ?? ""}`} />
        <form onSubmit={(e) => void next(e)} noValidate>
          {step !== "fields" ? (
            <RadioGroup id={`reset-${step}`} key={step} legend={QUESTIONS[step].legend} required options={[...QUESTIONS[step].options]} value={answers[step]} error={choiceError} onChange={set(step)} />
          ) : (
            resetFields(answers).map(({ name, label }) =>
              name.includes("date") ? (
                <DateField key={name} id={`reset-${name}`} label={label} required hint="The security question: the date you gave when registering." value={answers[name]} error={checked ? (fieldErrors[name] ?? null) : null} onChange={set(name)} />
              ) : (
              <TextField
                key={name}
                id={`reset-${name}`}
                label={label}
                required
                type={name === "telephone_number" ? "tel" : "email"}
                format={name === "telephone_number" ? formatPhone : undefined}
                hint={name === "telephone_number" ? "For example, 876-555-0142" : undefined}
                value={answers[name]}
                error={checked ? (fieldErrors[name] ?? null) : null}
                onChange={set(name)}
              />
              ),
            )
          )}
          <div className="govuk-button-group">
            {position > 0 && (
              <button
                type="button"
                className="govuk-button govuk-button--secondary"
                onClick={() => {
                  setChecked(false);
                  setFailure(null);
                  setStep(steps[position - 1] ?? "user_type");
                }}
              >
                Back
              </button>
            )}
            <button type="submit" className="govuk-button" disabled={busy}>
              {step === "fields" ? "Reset Password" : "Next"}
            </button>
          </div>
        </form>
        <p className="govuk-body">
          <Link className="govuk-link" to="/login">
            Back to Log in
          </Link>
        </p>
      </div>
    </div>
  );
}
