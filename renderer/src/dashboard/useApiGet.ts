import { useCallback, useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";

/** A GET's answer as a screen shows it: still loading, the answer, or the failure's message. */
export type Loaded<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "failed"; message: string };

/**
 * The answer of GET `path`, asked again when the path changes and on `reload` (after a change
 * the screen made). An answer that comes after the component has gone is dropped.
 */
export function useApiGet<T>(path: string): Loaded<T> & { reload: () => void } {
  const api = useApi();
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get<T>(path)
      .then((value) => live && setState({ status: "ready", value }))
      .catch((error: Error) => live && setState({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
  }, [api, path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
