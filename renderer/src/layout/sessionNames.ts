import { entityName } from "../pages/public/entityName.ts";

type Profile = Record<string, unknown> | null;
type Row = Record<string, unknown>;

/** The current entity: the first of the profile's entities (spec 000 §3). */
export const currentEntity = (profile: Profile): Row | undefined => (profile?.entities as Row[] | undefined)?.[0];

/** Whether the signed-in user is a supporting officer (acting for other applicants). */
export const isOfficer = (profile: Profile): boolean => (profile?.user as Row | undefined)?.role === "supporting_officer";

/**
 * The header's greeting: the first name, or the company name for a company (spec 000 §2 Header).
 * It greets the person signed in, so an officer acting for an applicant is greeted by their own name.
 */
export function greetingName(profile: Profile): string | null {
  const user = profile?.user as Row | undefined;
  const entity = currentEntity(profile);
  if (!isOfficer(profile) && entity) {
    if (typeof entity.company_name === "string" && entity.company_name) return entity.company_name;
    if (typeof entity.first_name_individual === "string" && entity.first_name_individual) return entity.first_name_individual;
  }
  const name = user?.supporting_officer_name ?? user?.name_of_applicant;
  return typeof name === "string" && name ? (name.split(" ")[0] ?? name) : null;
}

/** The name on the Dashboard button: the entity the user acts for. */
export const dashboardName = (profile: Profile): string => entityName(currentEntity(profile));
