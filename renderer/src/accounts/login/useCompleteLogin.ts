import { useNavigate } from "react-router-dom";
import { toast } from "../../layout/toast.ts";
import { useApi } from "../../api/ApiProvider.tsx";
import { useSession } from "../../store/useSession.ts";
import { MESSAGES } from "../messages.ts";

/** Where a signed-in user goes when no page was remembered (spec 000 §2 /login). */
export const DEFAULT_AFTER_LOGIN = "/application-types";

/**
 * Finishes a sign-in: stores the token and the profile, says 'Logged in successfully' and goes to
 * the remembered page (cleared once used) or /application-types (spec 000 §2 /login, §4 Session).
 */
export function useCompleteLogin(): (token: string) => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  return async (token: string) => {
    const session = useSession.getState();
    session.setToken(token);
    session.setProfile(await api.get<Record<string, unknown>>("/users/profile"));
    toast.success(MESSAGES.loggedIn);
    const target = useSession.getState().url_to_navigate ?? DEFAULT_AFTER_LOGIN;
    useSession.getState().rememberUrl(null);
    navigate(target, { replace: true });
  };
}
