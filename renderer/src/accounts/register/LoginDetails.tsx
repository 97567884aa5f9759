import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import { loginAs, loginIdentity } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Login Details': the login is the applicant's email and telephone, or the officer's email (spec
 * 000 §4 Registration), said in a sentence rather than asked again as read-only copies (issue 31
 * item 5), and the password twice ('Password and confirm password should be of same value').
 */
export function LoginDetails({ form }: { form: FormKit }) {
  const as = loginAs(form.state);
  const identity = loginIdentity(form.state);
  const ways = [identity.email, identity.cell_phone_user].filter(Boolean);
  return (
    <FormSection id="login-details" title="Login Details">
      <p className="govuk-body" id="reg-login-identity">
        {as === "Supporting Officer" ? "You will log in as a supporting officer" : "You will log in as the applicant"}
        {ways.length ? <>, with {ways.map((way, i) => <span key={way}>{i ? " or " : ""}<strong>{way}</strong></span>)}.</> : as === "Supporting Officer" ? ", with the supporting officer email above." : ", with the email or cell phone given above."}
      </p>
      <TextField {...form.bind("password")} label={LABELS.password} required type="password" autoComplete="new-password" hint="At least 8 characters." />
      <TextField {...form.bind("reenterpassword")} label={LABELS.reenterpassword} required type="password" autoComplete="new-password" />
    </FormSection>
  );
}
