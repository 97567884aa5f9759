import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../store/useSession.ts";

/** /logout (spec 000 §2, §4 Session): clears the token, profile and application, then /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    useSession.getState().logout();
    navigate("/login", { replace: true });
  }, [navigate]);
  return (
    <p className="govuk-body" role="status">
      Logging out…
    </p>
  );
}
