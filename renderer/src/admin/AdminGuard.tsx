import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { isOfficer, isStaff } from "../layout/sessionNames.ts";
import { useSession } from "../store/useSession.ts";

/**
 * Opens a staff page only for staff: a visitor is sent to log in (and brought back), anyone else
 * is told plainly. `officers` lets supporting officers in too (their accounts page).
 */
export function AdminGuard({ children, officers = false }: { children: ReactNode; officers?: boolean }) {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!profile) return <p className="govuk-body" role="status">Loading…</p>;
  if (isStaff(profile) || (officers && isOfficer(profile))) return <>{children}</>;
  return (
    <>
      <h1 className="govuk-heading-l">Admin area</h1>
      <p className="govuk-body" role="alert">
        You are not allowed to view this page. It is for the Authority&apos;s staff.
      </p>
    </>
  );
}
