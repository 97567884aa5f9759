import { useEffect, useState } from "react";
import type { TransactionDetail } from "../../../engine/api/transactionDetailContract.ts";
import type { FieldSchema } from "../../../engine/types.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { fieldSchemas } from "../dashboard/fieldSchemas.ts";


type State = { detail: TransactionDetail | null; fields: Record<string, FieldSchema>; error: string | null };

/** A submitted transaction for staff, with its type's field labels (answers still show without them). */
export function useTransactionDetail(id: number): State {
  const api = useApi();
  const [state, setState] = useState<State>({ detail: null, fields: {}, error: null });
  useEffect(() => {
    let live = true;
    (async () => {
      const detail = await api.get<TransactionDetail>(`/admin/transactions/${id}`);
      const definition = await api.get<{ definition: unknown }>(`/definitions/${encodeURIComponent(detail.transaction.app_type)}`).catch(() => ({ definition: null }));
      if (live) setState({ detail, fields: fieldSchemas(definition.definition), error: null });
    })().catch((error: Error) => live && setState({ detail: null, fields: {}, error: error.message }));
    return () => {
      live = false;
    };
  }, [api, id]);
  return state;
}
