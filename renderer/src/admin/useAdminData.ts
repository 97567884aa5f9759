import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";

/**
 * A staff page's data from one GET: null while it loads, the server's message when it is refused
 * (a 403 for a user who is not staff, whatever the page shows), and a reload after a change.
 */
export function useAdminData<T>(path: string): { data: T | null; error: string | null; reload: () => Promise<void> } {
  const api = useApi();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(
    () =>
      api.get<T>(path).then(
        (answer) => {
          setData(answer);
          setError(null);
        },
        (failure: unknown) => setError(failure instanceof ApiError ? failure.message : "The page could not be loaded"),
      ),
    [api, path],
  );
  useEffect(() => void reload(), [reload]);
  return { data, error, reload };
}
