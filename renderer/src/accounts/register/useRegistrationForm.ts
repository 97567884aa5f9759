import type { RegistrationState } from "./registrationState.ts";
import { useFormKit } from "./useFormKit.ts";
import { validateRegistration } from "./validateRegistration.ts";

const validateToday = (state: RegistrationState) => validateRegistration(state, new Date());

/** The registration form's state (useFormKit) under the registration's own rules, judged against today. */
export function useRegistrationForm(initial: RegistrationState) {
  return useFormKit(initial, validateToday);
}
