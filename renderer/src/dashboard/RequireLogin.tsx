import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../store/useSession.ts";
import { useRefreshProfile } from "./useRefreshProfile.ts";

function ToLogin() {
  const location = useLocation();
  useEffect(() => {
    // Spec 000 §2 /login: after signing in, the user comes back to the page asked for.
    useSession.getState().rememberUrl(location.pathname + location.search);
  }, [location.pathname, location.search]);
  return <Navigate to="/login" replace />;
}

/** Pages of a signed-in applicant: a visitor goes to /login; a missing profile is loaded first. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const refresh = useRefreshProfile();
  useEffect(() => {
    if (token && !profile) void refresh().catch(() => undefined);
  }, [token, profile, refresh]);
  if (!token) return <ToLogin />;
  if (!profile) return <p className="govuk-body" role="status">Loading your profile…</p>;
  return <>{children}</>;
}
