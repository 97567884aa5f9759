import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";

/**
 * /login with email or telephone and a password. On success the profile is loaded and the user
 * goes to the remembered page or /application-types (spec 000 §2 /login). The TRN and Fisher ID
 * modes with the picker dialog come with the portal screens.
 */
export function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [loginWith, setLoginWith] = useState<"email" | "telephone_number">("email");
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!userName.trim() || !password) {
      setError(loginWith === "email" ? "Email is required" : "Telephone number is required");
      return;
    }
    setBusy(true);
    try {
      const result = await api.post<{ token?: string; isMultiple: boolean }>("/users/login", { login_with: loginWith, user_name: userName.trim(), password });
      if (!result.token) throw new ApiError(409, "This login belongs to several applicants: choose one with Fisher ID or TRN login.");
      useSession.getState().setToken(result.token);
      useSession.getState().setProfile(await api.get<Record<string, unknown>>("/users/profile"));
      toast.success("Logged in successfully");
      const target = useSession.getState().url_to_navigate ?? "/application-types";
      useSession.getState().rememberUrl(null);
      navigate(target);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Log in</h1>
        {error && (
          <div className="govuk-error-summary" role="alert" tabIndex={-1} aria-labelledby="login-error-title">
            <h2 className="govuk-error-summary__title" id="login-error-title">
              There is a problem
            </h2>
            <div className="govuk-error-summary__body">
              <p className="govuk-body">{error}</p>
            </div>
          </div>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <div className="govuk-form-group">
            <fieldset className="govuk-fieldset">
              <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Login with</legend>
              <div className="govuk-radios govuk-radios--inline">
                {(["email", "telephone_number"] as const).map((mode) => (
                  <div className="govuk-radios__item" key={mode}>
                    <input className="govuk-radios__input" id={`login-with-${mode}`} type="radio" name="login_with" value={mode} checked={loginWith === mode} onChange={() => setLoginWith(mode)} />
                    <label className="govuk-label govuk-radios__label" htmlFor={`login-with-${mode}`}>
                      {mode === "email" ? "Email" : "Telephone number"}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
          <div className="govuk-form-group">
            <label className="govuk-label" htmlFor="user_name">
              {loginWith === "email" ? "Email" : "Telephone number (123-456-7890)"}
            </label>
            <input className="govuk-input" id="user_name" name="user_name" type={loginWith === "email" ? "email" : "tel"} autoComplete={loginWith === "email" ? "email" : "tel"} value={userName} onChange={(e) => setUserName(e.target.value)} />
          </div>
          <div className="govuk-form-group">
            <label className="govuk-label" htmlFor="password">
              Password
            </label>
            <input className="govuk-input" id="password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <button type="submit" className="govuk-button" disabled={busy}>
            Sign In
          </button>
        </form>
      </div>
    </div>
  );
}
