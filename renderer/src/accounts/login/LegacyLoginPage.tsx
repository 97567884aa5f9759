import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../layout/toast.ts";
import { checkEmail } from "../checks.ts";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { TextField } from "../fields/TextField.tsx";
import { formProblems } from "../formProblems.ts";
import { MESSAGES } from "../messages.ts";
import { usePublicApi } from "../publicApi.ts";
import { EntityPicker } from "./EntityPicker.tsx";
import { useSignIn } from "./useSignIn.ts";

/**
 * /legacy-login (spec 000 §2): the older form with email and password, a forgot-password request
 * by email ('Password reset link has been sent to email address', 'Email not valid', otherwise the
 * server's message) and the link 'New to the complaints portal? Register'.
 */
export function LegacyLoginPage() {
  const api = usePublicApi();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [forgot, setForgot] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { busy, error, setError, picker, closePicker, signIn, signInAs } = useSignIn();
  const [attempt, setAttempt] = useState(0);
  const problems = formProblems(
    [
      { id: "legacy-email", name: "Email", error: fieldErrors.email },
      { id: "legacy-password", name: "Password", error: fieldErrors.password },
    ],
    error,
    forgot ? "legacy-email" : "legacy-password",
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const emailProblem = email.trim() ? checkEmail(email) : MESSAGES.required;
    if (emailProblem) errors.email = emailProblem;
    if (!forgot && !password) errors.password = MESSAGES.required;
    setFieldErrors(errors);
    setAttempt((n) => n + 1);
    if (Object.keys(errors).length) return;
    if (!forgot) return void signIn("email", email, password);
    setError(null);
    api
      .post<{ msg: string }>("/users/forgot-password", { email: email.trim() })
      .then(() => {
        setSent(MESSAGES.resetLinkSent);
        toast.success(MESSAGES.resetLinkSent);
      })
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{forgot ? "Forgot password" : "Sign in"}</h1>
        <ErrorSummaryBox problems={problems} attempt={`${attempt}:${error ?? ""}`} />
        {sent && (
          <div className="govuk-notification-banner govuk-notification-banner--success" role="status">
            <p className="govuk-notification-banner__heading">{sent}</p>
          </div>
        )}
        <form onSubmit={submit} noValidate>
          <TextField id="legacy-email" label="Email" required type="email" autoComplete="email" value={email} error={fieldErrors.email ?? null} onChange={setEmail} />
          {!forgot && <TextField id="legacy-password" label="Password" required type="password" autoComplete="current-password" value={password} error={fieldErrors.password ?? error} onChange={setPassword} />}
          <div className="govuk-button-group">
            <button type="submit" className="govuk-button" disabled={busy}>
              {forgot ? "Send reset link" : "Sign In"}
            </button>
            <button
              type="button"
              className="govuk-button govuk-button--secondary"
              onClick={() => {
                setForgot(!forgot);
                setFieldErrors({});
                setSent(null);
                setError(null);
              }}
            >
              {forgot ? "Back to sign in" : "Forgot password?"}
            </button>
          </div>
        </form>
        <p className="govuk-body">
          <Link className="govuk-link" to="/register">
            New to the complaints portal? Register
          </Link>
        </p>
        {picker && <EntityPicker choices={picker.choices} initialPassword={picker.initialPassword} busy={busy} error={picker.error} onLogin={(choice, pw) => void signInAs(choice, pw)} onClose={closePicker} />}
      </div>
    </div>
  );
}
