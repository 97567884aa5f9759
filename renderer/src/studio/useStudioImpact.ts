import { useCallback, useEffect, useRef, useState } from "react";
import type { ImpactReport } from "../../../engine/impact/impactReport.ts";
import { useApi } from "../api/ApiProvider.tsx";

/** A replay's answer with the text it replayed, so the panel can tell when the editor has moved on. */
export interface ReplayedImpact {
  report: ImpactReport;
  text: string;
}

export type ImpactState = { status: "idle" } | { status: "replaying"; last: ReplayedImpact | null } | { status: "done"; impact: ReplayedImpact } | { status: "failed"; message: string; last: ReplayedImpact | null };

/** The last answer a state still holds: kept on screen (marked) while another replay runs or after it fails. */
export const lastImpact = (state: ImpactState): ReplayedImpact | null => (state.status === "done" ? state.impact : state.status === "idle" ? null : state.last);

/**
 * Replays a checked edit over the stored applications of its type (POST
 * /api/studio/previews/{id}/impact, issue 24) when the analyst asks: a replay reads every stored
 * application, so it never runs by itself as the check does. `text` is the text the preview was
 * checked from; `today` the day to judge on ('YYYY-MM-DD'), else the server's. An answer to an
 * older request is dropped, as is one arriving after the page has gone.
 */
export function useStudioImpact(): { state: ImpactState; replay: (previewId: string, text: string, today?: string) => void } {
  const api = useApi();
  const [state, setState] = useState<ImpactState>({ status: "idle" });
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  const replay = useCallback(
    (previewId: string, text: string, today?: string) => {
      const ticket = ++latest.current;
      setState((s) => ({ status: "replaying", last: lastImpact(s) }));
      api
        .post<ImpactReport>(`/studio/previews/${encodeURIComponent(previewId)}/impact`, today ? { today } : {})
        .then((report) => ticket === latest.current && setState({ status: "done", impact: { report, text } }))
        .catch((error: Error) => ticket === latest.current && setState((s) => ({ status: "failed", message: error.message, last: lastImpact(s) })));
    },
    [api],
  );
  return { state, replay };
}
