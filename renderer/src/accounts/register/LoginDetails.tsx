import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import { loginAs, loginIdentity } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Login Details': logging in as Applicant or Supporting Officer, with the email and telephone
 * copied from the applicant's or the officer's fields (spec 000 §4 Registration), and the
 * password twice ('Password and confirm password should be of same value').
 */
export function LoginDetails({ form }: { form: FormKit }) {
  const as = loginAs(form.state);
  const identity = loginIdentity(form.state);
  const from = as === "Applicant" ? "the applicant details" : "the supporting officer details";
  const noop = () => undefined;
  // An officer account is a request until staff approve it (docs/decisions/0013-officers-by-appointment.md): say so before they register.
  return (
    <FormSection id="login-details" title="Login Details">
      <TextField id="reg-login_as" label="Logging in as" value={as} error={null} onChange={noop} readOnly hint={as === "Applicant" ? undefined : "NFA staff confirm a supporting officer before the account can act for applicants; until then it works as an applicant's account."} />
      <TextField id="reg-login-email" label="Login Email" value={identity.email} error={null} onChange={noop} readOnly hint={`Copied from ${from}.`} />
      {as === "Applicant" && <TextField id="reg-login-phone" label="Login Telephone Number" value={identity.cell_phone_user} error={null} onChange={noop} readOnly hint={`Copied from ${from}.`} />}
      <TextField {...form.bind("password")} label={LABELS.password} required type="password" autoComplete="new-password" hint="At least 8 characters." />
      <TextField {...form.bind("reenterpassword")} label={LABELS.reenterpassword} required type="password" autoComplete="new-password" />
    </FormSection>
  );
}
