import { useEffect, useState } from "react";
import type { CaseEventsAnswer } from "../../../engine/api/caseEventContract.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { isReturned } from "./statuses.ts";

/**
 * What the NFA asked when it returned the application: the comment of the latest return in the
 * case's audit trail (GET /bpm/case/{id}/events). Null while loading or when there is none; the
 * response can be sent either way.
 */
export function useCorrectionRequest(transactionId: number): string | null {
  const api = useApi();
  const [request, setRequest] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<CaseEventsAnswer>(`/bpm/case/${transactionId}/events`)
      .then(({ events }) => {
        const latest = events.filter((e) => e.status && isReturned(e.status) && e.comment).at(-1);
        if (live) setRequest(latest?.comment ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, transactionId]);
  return request;
}
