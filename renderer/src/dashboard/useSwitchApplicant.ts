import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { currentUser, type Entity, type Profile } from "./profileParts.ts";

/** Spec 000 §8 'Entity and agents'. */
export const SWITCHED = "Switched Applicant Successfully";

/**
 * Switches a supporting officer to another associated applicant (spec 000 §4 Session): the
 * switch call answers a new token, which replaces the old one with the profile it opens; the
 * application in progress belonged to the previous applicant and is dropped. Then the officer
 * goes to /application-types to apply on the applicant's behalf (spec 000 §2 Admin area).
 */
export function useSwitchApplicant(): { switchTo: (entity: Entity) => Promise<boolean>; switching: number | null } {
  const api = useApi();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<number | null>(null);
  async function switchTo(entity: Entity): Promise<boolean> {
    const entityId = Number(entity.id);
    setSwitching(entityId);
    try {
      const userId = currentUser(useSession.getState().profile)?.id;
      const { token } = await api.post<{ token: string }>("/users/switch", { entity_id: entityId, ...(typeof userId === "number" ? { user_id: userId } : {}) });
      useSession.setState({ token, current: null });
      const profile = await api.get<Profile>("/users/profile");
      useSession.getState().setProfile(profile);
      toast.success(SWITCHED);
      navigate("/application-types");
      return true;
    } catch (error) {
      toast.warning((error as Error).message);
      return false;
    } finally {
      setSwitching(null);
    }
  }
  return { switchTo, switching };
}
