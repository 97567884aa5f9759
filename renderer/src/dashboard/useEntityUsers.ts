import { useCallback, useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";

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

type State = { status: "loading" } | { status: "ready"; users: EntityUser[] } | { status: "failed"; message: string };

/** The users of an entity, loaded again after every change. */
export function useEntityUsers(entityId: number): State & { reload: () => void } {
  const api = useApi();
  const [state, setState] = useState<State>({ status: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get<{ users: EntityUser[] }>(`/users/entity/${entityId}`)
      .then(({ users }) => live && setState({ status: "ready", users }))
      .catch((error: Error) => live && setState({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
  }, [api, entityId, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
