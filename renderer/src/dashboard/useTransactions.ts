import { useCallback, useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";

/** One transaction as GET /transactions lists it (server/services/transactions.ts transactionView). */
export interface TransactionSummary {
  id: number;
  temp_trans_id: string;
  transaction_number: string | null;
  app_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  submitted_on: string | null;
  selectionCategory: string | null;
  type_of_transaction: unknown;
  licence_type: unknown;
  application_details: Record<string, unknown>;
}

type State = { status: "loading" } | { status: "ready"; transactions: TransactionSummary[] } | { status: "failed"; message: string };

/** The signed-in entity's transactions, drafts included, with a way to load them again. */
export function useTransactions(): State & { reload: () => void } {
  const api = useApi();
  const [state, setState] = useState<State>({ status: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get<{ transactions: TransactionSummary[] }>("/transactions")
      .then(({ transactions }) => live && setState({ status: "ready", transactions }))
      .catch((error: Error) => live && setState({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
  }, [api, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
