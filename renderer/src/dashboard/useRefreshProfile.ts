import { useCallback } from "react";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";
import type { Profile } from "./profileParts.ts";

/** Reloads the signed-in profile into the session after a change (photo, applicant information, switch). */
export function useRefreshProfile(): () => Promise<Profile> {
  const api = useApi();
  return useCallback(async () => {
    const profile = await api.get<Profile>("/users/profile");
    useSession.getState().setProfile(profile);
    return profile;
  }, [api]);
}
