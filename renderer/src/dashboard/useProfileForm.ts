import { useState, type FormEvent } from "react";
import { toast } from "../layout/toast.ts";
import type { RegistrationState } from "../accounts/register/registrationState.ts";
import { useFormKit } from "../accounts/register/useFormKit.ts";
import { useRefreshProfile } from "./useRefreshProfile.ts";

/**
 * A profile tab that edits the applicant with the registration's own sections (IndividualDetails,
 * CompanyDetails, ContactDetails, PictureIdentification), over the entity's current answers and
 * the update's own rules (`validate` should be stable). On submit with no errors it calls `save`,
 * shows the server's message and reloads the profile; a refusal (a secondary agent, a date out of
 * range) is the form's `failure`, the server's message (spec 000 §8), shown in the form's error
 * summary. `attempt` counts the submits, for the summary's focus.
 */
export function useProfileForm(initial: () => RegistrationState, validate: (state: RegistrationState) => Record<string, string>, save: (state: RegistrationState) => Promise<{ msg: string }>) {
  const refresh = useRefreshProfile();
  const { kit, errors, setSubmitted } = useFormKit(initial, validate);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((n) => n + 1);
    setFailure(null);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const { msg } = await save(kit.state);
      toast.success(msg);
      await refresh();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return { kit, errors, attempt, failure, busy, submit };
}
