import { useState } from "react";
import { ApiError } from "../api/apiClient.ts";
import type { Problem } from "../theme/ErrorSummaryBox.tsx";

/** One action form of the case page: its problems (the form's own, then the server's refusal), whether it is under way, and whether the refusal was a stale case (409). */
export interface CaseAction {
  problems: Problem[];
  attempt: number;
  busy: boolean;
  stale: boolean;
  /** Judges the form (`own` problems stop it), then sends; a refusal becomes a problem. */
  run: (own: Problem[], send: () => Promise<void>) => Promise<void>;
  clear: () => void;
}

/**
 * The state of one action form on the case page (issue 17): every refusal is shown in the form's
 * error summary with the server's own words; a 409 (someone else moved the case meanwhile) also
 * offers reloading the case.
 */
export function useCaseAction(fallback: string): CaseAction {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const run = async (own: Problem[], send: () => Promise<void>) => {
    setAttempt((n) => n + 1);
    setProblems(own);
    setStale(false);
    if (own.length) return;
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      setProblems([{ message: failure instanceof ApiError ? failure.message : fallback }]);
      setStale(failure instanceof ApiError && failure.statusCode === 409);
    } finally {
      setBusy(false);
    }
  };
  return { problems, attempt, busy, stale, run, clear: () => (setProblems([]), setStale(false)) };
}
