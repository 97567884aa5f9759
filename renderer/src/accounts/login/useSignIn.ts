import { useState } from "react";
import { usePublicApi } from "../publicApi.ts";
import type { EntityChoice, LoginAnswer, LoginWith } from "../../../../engine/api/loginContract.ts";
import { useCompleteLogin } from "./useCompleteLogin.ts";

/** The picker's state while it is open: its rows and the password typed on the page. */
export interface PickerState {
  choices: EntityChoice[];
  initialPassword: string;
  error: string | null;
}

/**
 * The sign-in calls shared by /login and /legacy-login: a first POST /users/login with the mode,
 * user name and password; when the password opens several entities the server answers isMultiple
 * with all_entities and the picker opens, and a row signs in with entity_id, user_id and that
 * row's password (spec 000 §4 Session; decision 0012).
 */
export function useSignIn() {
  const api = usePublicApi();
  const complete = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picker, setPicker] = useState<PickerState | null>(null);

  async function signIn(loginWith: LoginWith, userName: string, password: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<LoginAnswer>("/users/login", { login_with: loginWith, user_name: userName.trim(), password });
      if (answer.token) await complete(answer.token);
      else setPicker({ choices: answer.all_entities, initialPassword: password, error: null });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function signInAs(choice: EntityChoice, password: string) {
    setBusy(true);
    setPicker((p) => (p ? { ...p, error: null } : p));
    try {
      const answer = await api.post<LoginAnswer>("/users/login", { entity_id: choice.entity_id, user_id: choice.user_id, password });
      if (!answer.token) throw new Error(answer.msg ?? "The login did not succeed");
      await complete(answer.token);
    } catch (failure) {
      const message = (failure as Error).message;
      setPicker((p) => (p ? { ...p, error: message } : p));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, picker, closePicker: () => setPicker(null), signIn, signInAs };
}
