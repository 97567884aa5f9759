import { useMemo, useState } from "react";
import { inputId } from "../accounts/register/registrationLabels.ts";
import type { RegistrationState } from "../accounts/register/registrationState.ts";
import type { FormKit } from "../accounts/register/useRegistrationForm.ts";
import { useShownErrors } from "../accounts/useShownErrors.ts";

/**
 * The form kit the registration sections take (IndividualDetails, CompanyDetails, ContactDetails,
 * PictureIdentification), over an entity's current answers and the profile update's own rules,
 * so the dashboard edits the applicant with the very fields it registered with.
 */
export function useProfileForm(initial: () => RegistrationState, validate: (state: RegistrationState) => Record<string, string>) {
  const [state, setState] = useState(initial);
  const errors = useMemo(() => validate(state), [state, validate]);
  const display = useShownErrors(errors);
  const kit: FormKit = {
    state,
    update: setState,
    shown: display.shown,
    touch: display.touch,
    bind: (name) => ({
      id: inputId(name),
      value: state.fields[name] ?? "",
      error: display.shown(name),
      onChange: (value) => {
        setState((s) => ({ ...s, fields: { ...s.fields, [name]: value } }));
        display.touch(name);
      },
    }),
  };
  return { kit, errors, setSubmitted: display.setSubmitted };
}
