import { useState } from "react";
import { toast } from "../layout/toast.ts";
import { checkEmail } from "../accounts/checks.ts";
import { TextField } from "../accounts/fields/TextField.tsx";
import { formProblems } from "../accounts/formProblems.ts";
import { usePublicApi } from "../accounts/publicApi.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { DialogForm } from "./DialogForm.tsx";

/** Spec 000 §8 'Officer': the words of a failed officer login. */
export const LOGIN_FAILED = "Login failed. Please try again.";
/** Spec 000 §8 'Login success'. */
const LOGGED_IN = "Logged in successfully";
/** Spec 000 §5 'Supporting-officer login dialog'. */
export const EMAIL_REQUIRED = "Email is required";
export const PASSWORD_REQUIRED = "Password is required";

/**
 * 'Login Required' (spec 000 §2 /admin/supporting-officer, §4 Admin): a sign-in in place, after
 * which the page retries the action that needed it instead of sending the officer away. The email
 * is required ('Email is required') and checked, the password required ('Password is required';
 * spec 000 §5), each shown on its field and in the dialog's error summary.
 */
export function LoginRequiredDialog({ onSignedIn, onClose }: { onSignedIn: () => void; onClose: () => void }) {
  const publicApi = usePublicApi();
  const api = useApi();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const emailError = checked ? (email.trim() ? checkEmail(email) : EMAIL_REQUIRED) : null;
  const passwordError = checked && !password ? PASSWORD_REQUIRED : null;
  const problems = formProblems([
    { id: "login-required-email", name: "Email", error: emailError },
    { id: "login-required-password", name: "Password", error: passwordError },
  ]);
  const submit = async () => {
    setChecked(true);
    setAttempt((n) => n + 1);
    setError(null);
    if (!email.trim() || checkEmail(email) || !password) return;
    setBusy(true);
    try {
      const answer = await publicApi.post<{ token?: string; msg?: string }>("/users/login", { login_with: "email", user_name: email.trim(), password });
      if (!answer.token) throw new Error(answer.msg);
      useSession.getState().setToken(answer.token);
      useSession.getState().setProfile(await api.get<Record<string, unknown>>("/users/profile"));
      toast.success(LOGGED_IN);
      onSignedIn();
    } catch (failure) {
      // The spec's words first, then the server's reason when it gave one.
      const reason = (failure as Error).message;
      setError(reason ? `${LOGIN_FAILED} ${reason}` : LOGIN_FAILED);
      setBusy(false);
    }
  };
  return (
    <DialogForm id="login-required" title="Login Required" description="Log in to continue; what you asked for is then done." error={error} problems={problems} attempt={attempt} submitLabel="Log In" busy={busy} onSubmit={() => void submit()} onClose={onClose}>
      <TextField id="login-required-email" label="Email" type="email" autoComplete="username" required value={email} error={emailError} onChange={setEmail} />
      <TextField id="login-required-password" label="Password" type="password" autoComplete="current-password" required value={password} error={passwordError} onChange={setPassword} />
    </DialogForm>
  );
}
