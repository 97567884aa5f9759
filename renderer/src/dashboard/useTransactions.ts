import type { RenewalRecord } from "../../../engine/api/renewalContract.ts";
import type { PriceLock } from "../../../engine/fees/calculateFees.ts";
import type { DraftProgress } from "../../../engine/navigation/draftProgress.ts";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
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
  /** The version of the type's definition the answers are held under (decision 0041). */
  definition_version?: string;
  /** On a draft moved to a newer version: what changed, until the applicant has seen it. */
  version_changes?: VersionChanges | null;
  /** On a resumed draft that is paid: the prices it keeps (GET /transactions/draft/{tempId}). */
  prices?: PriceLock;
  /** How many times the draft was saved (decision 0064): a save kept on the phone is sent with it. */
  draft_revision?: number;
  /** On a renewal started from a licence: the licence and the answers carried over (decision 0070). */
  renewal?: RenewalRecord | null;
}

/** The signed-in entity's transactions, drafts included, with a way to load them again. */
export function useTransactions() {
  return useApiGet<{ transactions: TransactionSummary[] }>("/transactions");
}
