import { useApiGet } from "./useApiGet.ts";

/** A user of the entity as GET /users/entity/{id} lists them, primary first (spec 000 §6). */
export interface EntityUser {
  id: number;
  user_type: "Primary" | "Secondary";
  name: string | null;
  email: string | null;
  cell_phone: string | null;
  /** Only the signed-in user's own row may be updated. */
  can_update: boolean;
}

/** Spec 000 §6 and §9: an entity has at most three secondary agents. */
export const MAX_SECONDARY_AGENTS = 3;
export const tooManyAgents = (max = MAX_SECONDARY_AGENTS) => `Only ${max} secondary agents can be added`;

/** The users of an entity, loaded again after every change. */
export function useEntityUsers(entityId: number) {
  return useApiGet<{ users: EntityUser[] }>(`/users/entity/${entityId}`);
}
