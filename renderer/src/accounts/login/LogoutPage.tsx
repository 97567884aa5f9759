import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiProvider.tsx";
import { useSession } from "../../store/useSession.ts";

/**
 * /logout (spec 000 §2, §4 Session): asks the server to end the session on every instance
 * (decision 0052), then clears the token, profile and application and goes to /login at once,
 * without waiting: offline, or whatever the server answers, the browser is logged out.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const api = useApi();
  useEffect(() => {
    // The client reads the token when the call starts, so it is sent before the local logout clears it.
    if (useSession.getState().token) api.post("/users/logout").catch(() => undefined);
    useSession.getState().logout();
    navigate("/login", { replace: true });
  }, [api, navigate]);
  return (
    <p className="govuk-body" role="status">
      Logging out…
    </p>
  );
}
