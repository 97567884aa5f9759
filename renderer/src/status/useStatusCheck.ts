import { useCallback, useState } from "react";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";

/** The public status of one transaction, as GET /api/transactions/status/:transNumber gives it. */
export interface TransactionStatus {
  id: number;
  transaction_number: string;
  app_type: string;
  status: string;
  submitted_on: string;
}

/** The spec's message for an unknown number (spec 000 §2 'Status check', §8). */
export const NOT_FOUND = "Transaction Number Not Found";

export type StatusCheck = { state: "idle" } | { state: "checking" } | { state: "found"; results: TransactionStatus[] } | { state: "not-found" } | { state: "failed"; message: string };

/** Looks a transaction number up without login; a 404 is the 'not found' result, not an error. */
export function useStatusCheck(): { check: StatusCheck; run: (transNumber: string) => Promise<void>; reset: () => void } {
  const api = useApi();
  const [check, setCheck] = useState<StatusCheck>({ state: "idle" });
  const run = useCallback(
    async (transNumber: string) => {
      setCheck({ state: "checking" });
      try {
        const { transaction } = await api.get<{ transaction: TransactionStatus }>(`/transactions/status/${encodeURIComponent(transNumber.trim())}`);
        setCheck({ state: "found", results: [transaction] });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) setCheck({ state: "not-found" });
        else setCheck({ state: "failed", message: (error as Error).message });
      }
    },
    [api],
  );
  const reset = useCallback(() => setCheck({ state: "idle" }), []);
  return { check, run, reset };
}
