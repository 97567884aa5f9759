import { useState, type FormEvent } from "react";
import { useParams } from "react-router-dom";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { TextField } from "../fields/TextField.tsx";
import { formProblems } from "../formProblems.ts";
import { MESSAGES } from "../messages.ts";
import { usePasswordCall } from "./usePasswordCall.ts";

function validate(password: string, again: string): { password?: string; reenterpassword?: string } {
  return {
    ...(!password ? { password: MESSAGES.required } : password.length < 8 ? { password: MESSAGES.passwordTooShort } : {}),
    ...(!again ? { reenterpassword: MESSAGES.required } : password && again !== password ? { reenterpassword: MESSAGES.resetPasswordMismatch } : {}),
  };
}

/**
 * /reset-password/{uid} (spec 000 §2): two required password fields ('Password and confirm
 * passsword should be of same value') and Reset Password; the server's message, then /login.
 */
export function ResetPasswordPage() {
  const { uid = "" } = useParams();
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { busy, failure, send } = usePasswordCall();
  const errors = validate(password, again);
  const passwordError = checked ? (errors.password ?? null) : null;
  const againError = checked || again ? (errors.reenterpassword ?? null) : null;
  const problems = formProblems(
    checked
      ? [
          { id: "new-password", name: "Password", error: passwordError },
          { id: "new-password-again", name: "Confirm Password", error: againError },
        ]
      : [],
    failure,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setAttempt((n) => n + 1);
    if (errors.password || errors.reenterpassword) return;
    await send("/users/password/submit", { uid, password, reenterpassword: again });
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Set a new password</h1>
        <ErrorSummaryBox problems={problems} attempt={`${attempt}:${failure ?? ""}`} />
        <form onSubmit={(e) => void submit(e)} noValidate>
          <TextField id="new-password" label="Password" required type="password" autoComplete="new-password" hint="At least 8 characters." value={password} error={passwordError} onChange={setPassword} />
          <TextField id="new-password-again" label="Confirm Password" required type="password" autoComplete="new-password" value={again} error={againError} onChange={setAgain} />
          <button type="submit" className="govuk-button" disabled={busy}>
            Reset Password
          </button>
        </form>
      </div>
    </div>
  );
}
