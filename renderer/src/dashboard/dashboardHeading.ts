import { entityName } from "../pages/public/entityName.ts";
import { currentEntity, type Profile } from "./profileParts.ts";

/** The dashboard's h1 (spec 000 §2): "Dashboard: <the applicant's name>", or "Dashboard" without an applicant. */
export function dashboardHeading(profile: Profile | null): string {
  const entity = currentEntity(profile);
  return entity ? `Dashboard: ${entityName(entity)}` : "Dashboard";
}
