import { useMemo, useState } from "react";
import type { Binding } from "../fields/TextField.tsx";
import { useShownErrors } from "../useShownErrors.ts";
import { inputId } from "./registrationLabels.ts";
import type { RegistrationState } from "./registrationState.ts";

/** What every section of the form is given: the answers, their shown errors and how to change them. */
export interface FormKit {
  state: RegistrationState;
  bind(name: string): Binding;
  update(change: (state: RegistrationState) => RegistrationState): void;
  shown(key: string): string | null;
  touch(key: string): void;
}

/**
 * The state behind the registration sections, for /register and for the profile's edits of the
 * same sections: the answers, the errors `validate` judges on every change (it should be stable,
 * or they are judged on every render) and which are shown. `errors` is the full set, for the
 * submit; sections read `shown`.
 */
export function useFormKit(initial: RegistrationState | (() => RegistrationState), validate: (state: RegistrationState) => Record<string, string>) {
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
  return { kit, errors, setState, setSubmitted: display.setSubmitted };
}
