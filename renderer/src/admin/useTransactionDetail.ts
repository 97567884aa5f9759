import { useEffect, useState } from "react";
import type { CaseEvent } from "../../../engine/api/caseEventContract.ts";
import type { FieldSchema } from "../../../engine/types.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { fieldSchemas } from "../dashboard/fieldSchemas.ts";

/** GET /api/admin/transactions/{id}: the 'Transaction Detailed View'. */
export interface TransactionDetail {
  transaction: { transaction_number: string | null; payment_reference?: string; status: string; app_type: string; submitted_on: string | null; application_details: Record<string, unknown> };
  applicant: Record<string, unknown> | null;
  payments: Array<{ id: number; payment_method?: string; status?: string; amount?: number; currency?: string; created_at?: string }>;
  documents: Array<{ id: number; file_name: string; document_type: string }>;
  events: CaseEvent[];
  next_statuses: string[];
}

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
