import { useEffect, useState } from "react";
import type { FieldSchema } from "../../../engine/types.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { fieldSchemas } from "./fieldSchemas.ts";
import type { TransactionSummary } from "./useTransactions.ts";

type State = { status: "loading" } | { status: "ready"; transaction: TransactionSummary; fields: Record<string, FieldSchema> } | { status: "failed"; message: string };

/** One transaction of the signed-in entity and the field labels of its type's definition. */
export function useTransactionView(id: number): State {
  const api = useApi();
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id < 1) {
      setState({ status: "failed", message: "Transaction not found" });
      return;
    }
    setState({ status: "loading" });
    (async () => {
      const { transaction } = await api.get<{ transaction: TransactionSummary }>(`/transactions/${id}`);
      // Labels are a nicety: without the definition the answers still show under their field names.
      const definition = await api.get<{ definition: unknown }>(`/definitions/${encodeURIComponent(transaction.app_type)}`).catch(() => ({ definition: null }));
      if (live) setState({ status: "ready", transaction, fields: fieldSchemas(definition.definition) });
    })().catch((error: Error) => live && setState({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
  }, [api, id]);
  return state;
}
