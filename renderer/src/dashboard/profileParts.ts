/** The profile as GET /users/profile answers it: the user, the current entity first, associated entities. */
export type Profile = Record<string, unknown>;
export type Entity = Record<string, unknown>;

/** The entity (applicant) the session acts for: the first of the profile's entities. */
export function currentEntity(profile: Profile | null): Entity | null {
  return (profile?.entities as Entity[] | undefined)?.[0] ?? null;
}

/** The signed-in user's own record. */
export function currentUser(profile: Profile | null): Record<string, unknown> | null {
  return (profile?.user as Record<string, unknown> | undefined) ?? null;
}

/** Whether the signed-in user is a supporting officer (spec 000 §3 User login_as). */
export function isSupportingOfficer(profile: Profile | null): boolean {
  const user = currentUser(profile);
  return user?.role === "supporting_officer" || user?.login_as === "Supporting Officer";
}

/** The applicants a supporting officer acts for. */
export function associatedEntities(profile: Profile | null): Entity[] {
  return (profile?.associated_entities as Entity[] | undefined) ?? [];
}

/** A field of an entity as text, empty when missing. */
export function text(entity: Entity | null, field: string): string {
  const value = entity?.[field];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
