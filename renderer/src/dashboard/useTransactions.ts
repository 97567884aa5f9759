import type { DraftProgress } from "../../../engine/navigation/draftProgress.ts";
import { useApiGet } from "./useApiGet.ts";

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
  /** On a draft: its first choices and the step it resumes at (engine/navigation/draftProgress.ts). */
  draft_progress?: DraftProgress;
}

/** The signed-in entity's transactions, drafts included, with a way to load them again. */
export function useTransactions() {
  return useApiGet<{ transactions: TransactionSummary[] }>("/transactions");
}
