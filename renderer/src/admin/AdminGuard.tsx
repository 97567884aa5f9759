import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../store/useSession.ts";

/** Roles that may open the staff pages (the server checks them again on every call). */
const STAFF = new Set(["staff", "admin"]);

const roleOf = (profile: Record<string, unknown> | null): string | null => ((profile?.user as { role?: string } | undefined)?.role ?? null);

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
  const role = roleOf(profile) ?? "";
  if (STAFF.has(role) || (officers && role === "supporting_officer")) return <>{children}</>;
  return (
    <>
      <h1 className="govuk-heading-l">Admin area</h1>
      <p className="govuk-body" role="alert">
        You are not allowed to view this page. It is for the Authority&apos;s staff.
      </p>
    </>
  );
}
