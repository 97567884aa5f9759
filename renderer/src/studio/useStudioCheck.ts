import { useEffect, useRef, useState } from "react";
import type { StudioCheck } from "../../../engine/studio/StudioCheck.ts";
import { useApi } from "../api/ApiProvider.tsx";

/** How long typing must pause before the edit is checked. */
export const CHECK_DELAY_MS = 600;

export type CheckState = { status: "idle" } | { status: "checking"; last: StudioCheck | null } | { status: "done"; check: StudioCheck; text: string } | { status: "failed"; message: string; last: StudioCheck | null };

/**
 * Checks the edited text on the server once typing pauses (POST /api/studio/types/{type}/check):
 * lint, scenarios, graph, difference and a preview id. An answer to an older text is dropped; a
 * done check carries the text it checked, which is what its preview (and an impact replay of it) is of.
 */
export function useStudioCheck(type: string, text: string | null): CheckState {
  const api = useApi();
  const [state, setState] = useState<CheckState>({ status: "idle" });
  const latest = useRef(0);
  useEffect(() => {
    if (text === null) return;
    const ticket = ++latest.current;
    const last = (s: CheckState) => (s.status === "done" ? s.check : s.status === "idle" ? null : s.last);
    setState((s) => ({ status: "checking", last: last(s) }));
    const timer = setTimeout(() => {
      api
        .post<StudioCheck>(`/studio/types/${encodeURIComponent(type)}/check`, { source: text })
        .then((check) => ticket === latest.current && setState({ status: "done", check, text }))
        .catch((error: Error) => ticket === latest.current && setState((s) => ({ status: "failed", message: error.message, last: last(s) })));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, type, text]);
  return state;
}
