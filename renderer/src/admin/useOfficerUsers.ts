import { useEffect, useState } from "react";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";

/** A supporting officer as GET /api/users/supporting-officers lists them (spec 000 §7 'Officer users list'). */
export interface OfficerUser {
  id: number;
  email: string | null;
  supporting_officer_name: string | null;
}

/** The supporting officers, once signed in; a failure is an error toast with the server's message (spec 000 §8 'Officer'). */
export function useOfficerUsers(token: string | null): OfficerUser[] {
  const api = useApi();
  const [users, setUsers] = useState<OfficerUser[]>([]);
  useEffect(() => {
    if (!token) return;
    let live = true;
    api.get<{ users: OfficerUser[] }>("/users/supporting-officers").then(
      (answer) => live && setUsers(answer.users),
      (error: Error) => toast.error(error.message),
    );
    return () => {
      live = false;
    };
  }, [api, token]);
  return users;
}
