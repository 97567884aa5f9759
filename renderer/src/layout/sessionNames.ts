import { entityName } from "../pages/public/entityName.ts";

type Profile = Record<string, unknown> | null;
type Row = Record<string, unknown>;

/** The current entity: the first of the profile's entities (spec 000 §3). */
export const currentEntity = (profile: Profile): Row | undefined => (profile?.entities as Row[] | undefined)?.[0];

/** The signed-in user's role as the profile gives it ('applicant', 'supporting_officer', 'staff', 'admin'). */
export const roleOf = (profile: Profile): string | null => {
  const role = (profile?.user as Row | undefined)?.role;
  return typeof role === "string" ? role : null;
};

/** Whether the signed-in user is a supporting officer (acting for other applicants). */
export const isOfficer = (profile: Profile): boolean => roleOf(profile) === "supporting_officer";

/** Roles that may open the staff pages (the server checks them again on every call). */
const STAFF = new Set(["staff", "admin"]);

/** Whether the signed-in user is the Authority's staff (the admin area is theirs). */
export const isStaff = (profile: Profile): boolean => STAFF.has(roleOf(profile) ?? "");

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
