import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { checkEmail, checkPhone } from "../accounts/checks.ts";
import { RadioGroup } from "../accounts/fields/RadioGroup.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import type { LoginWith } from "../../../engine/api/loginContract.ts";
import { LOGIN_MODES } from "../accounts/login/loginModes.ts";
import { EntityPicker } from "../accounts/login/EntityPicker.tsx";
import { useSignIn } from "../accounts/login/useSignIn.ts";
import { MESSAGES } from "../accounts/messages.ts";
import { useShownErrors } from "../accounts/useShownErrors.ts";
import { ErrorSummaryBox, type Problem } from "../theme/ErrorSummaryBox.tsx";
import { formatPhone } from "../widgets/formatPhone.ts";

const USER_NAME_LABEL: Record<LoginWith, string> = { email: "Email", nfa_registration_number: "Fisher ID", taxation_registration_number: "TRN", telephone_number: "Telephone Number" };

function validate(mode: LoginWith, userName: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = !userName.trim() ? MESSAGES.required : mode === "email" ? checkEmail(userName) : mode === "telephone_number" ? checkPhone(userName) : null;
  if (problem) errors.user_name = problem;
  // Every mode asks the password here: the server lists no picker row before it is proven (decision 0012).
  if (!password) errors.password = MESSAGES.required;
  return errors;
}

/**
 * /login (spec 000 §2): 'Login with' email, Fisher ID, TRN or telephone number, and the password
 * here for every mode (decision 0012: the picker lists nothing before a password is proven). A
 * password that opens several entities opens the picker 'Select Applicant/User to Login With',
 * masked, where each row signs in with its own password (the typed one already in it).
 */
export function LoginPage() {
  const [mode, setMode] = useState<LoginWith>("email");
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const errors = validate(mode, userName, password);
  const shown = useShownErrors(errors);
  const { busy, error, setError, picker, closePicker, signIn, signInAs } = useSignIn();
  const [attempt, setAttempt] = useState(0);
  // The server's refusal (a wrong password) is about the password: it is shown there and in the summary.
  const passwordError = shown.shown("password") ?? error;
  const problems: Problem[] = [
    ...(shown.submitted ? Object.entries(errors).map(([key, message]) => ({ message, field: key, name: key === "password" ? "Password" : USER_NAME_LABEL[mode] })) : []),
    ...(error ? [{ message: error, field: "password" }] : []),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    shown.setSubmitted(true);
    setAttempt((n) => n + 1);
    if (Object.keys(errors).length) return;
    void signIn(mode, userName, password);
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Log in</h1>
        <ErrorSummaryBox problems={problems} attempt={`${attempt}:${error ?? ""}`} />
        <form onSubmit={submit} noValidate>
          <RadioGroup
            id="login_with"
            legend="Login with"
            required
            inline
            options={[...LOGIN_MODES]}
            value={mode}
            error={null}
            onChange={(value) => {
              // Clicking the chosen mode again would clear it; a login always has a mode.
              if (!value) return;
              setMode(value as LoginWith);
              setUserName("");
              setError(null);
              shown.reset();
            }}
          />
          <TextField
            id="user_name"
            label={USER_NAME_LABEL[mode]}
            required
            hint={mode === "telephone_number" ? "For example, 876-555-0142" : undefined}
            type={mode === "email" ? "email" : mode === "telephone_number" ? "tel" : "text"}
            autoComplete={mode === "email" ? "email" : mode === "telephone_number" ? "tel" : "username"}
            format={mode === "telephone_number" ? formatPhone : undefined}
            value={userName}
            error={shown.shown("user_name")}
            onChange={(value) => {
              setUserName(value);
              shown.touch("user_name");
            }}
          />
          <TextField
            id="password"
            label="Password"
            required
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(value) => {
              // The server's refusal stays until the next Sign In (GOV.UK: errors change on submit), so
              // the summary's focus never moves while the password is typed again.
              setPassword(value);
              shown.touch("password");
            }}
          />
          <div className="govuk-button-group">
            <button type="submit" className="govuk-button" disabled={busy}>
              Sign In
            </button>
            <Link className="govuk-button govuk-button--secondary" to="/register">
              Create Account
            </Link>
            <Link className="govuk-button govuk-button--secondary" to="/reset-password">
              Reset Password
            </Link>
          </div>
        </form>
        {picker && <EntityPicker choices={picker.choices} initialPassword={picker.initialPassword} busy={busy} error={picker.error} onLogin={(choice, pw) => void signInAs(choice, pw)} onClose={closePicker} />}
      </div>
    </div>
  );
}
