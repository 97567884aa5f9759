import { Navigate } from "react-router-dom";
import { useSession } from "../../store/useSession.ts";

/** /dashboard, the Dashboard button's target (spec 000 §2): the profile when logged in, else /login. */
export function DashboardRedirect() {
  const token = useSession((s) => s.token);
  return <Navigate to={token ? "/profile" : "/login"} replace />;
}
