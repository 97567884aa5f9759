import { Link } from "react-router-dom";
import { isOfficer, isStaff } from "./sessionNames.ts";

/** The supporting officers' own page, with the applicants they act for listed (spec 000 §2). */
export const OFFICER_DASHBOARD = "/admin/supporting-officer?showAssociatedEntities=yes";

/**
 * The signed-in user's own work area beside their greeting: 'Admin Area' for staff and
 * 'Supporting Officer Dashboard' for officers; nothing for applicants. The spec leaves those pages
 * reachable by address only (decision 0009); the server checks the role on every call.
 */
export function RoleLink({ profile }: { profile: Record<string, unknown> | null }) {
  const [to, text] = isStaff(profile) ? ["/admin", "Admin Area"] : isOfficer(profile) ? [OFFICER_DASHBOARD, "Supporting Officer Dashboard"] : [];
  if (!to) return null;
  return (
    <Link to={to} className="nfa-mainnav__link">
      {text}
    </Link>
  );
}
