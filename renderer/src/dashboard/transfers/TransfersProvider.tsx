import { createContext, useContext, type ReactNode } from "react";
import type { MyTransfers } from "../../../../engine/api/licenceTransferContract.ts";
import { useApiGet, type Loaded } from "../useApiGet.ts";

/** The id of the licences tab's transfers section, which the new owner's banner links to. */
export const TRANSFERS_SECTION = "licence-transfers";

type Transfers = Loaded<MyTransfers> & { reload: () => void };
const TransfersContext = createContext<Transfers | null>(null);

/**
 * One reading of GET /api/licences/transfers for the whole dashboard (decision 0069): the banner
 * of a transfer offered to the applicant, the transfers section of the licences tab and each
 * licence's 'Transfer this licence' link read it, and a step taken in one reloads it for all.
 */
export function TransfersProvider({ children }: { children: ReactNode }) {
  const transfers = useApiGet<MyTransfers>("/licences/transfers");
  return <TransfersContext.Provider value={transfers}>{children}</TransfersContext.Provider>;
}

/** The dashboard's transfers; null outside a TransfersProvider. */
export const useMyTransfers = (): Transfers | null => useContext(TransfersContext);

/**
 * The numbers of the licences the applicant transferred away: their applications stay granted,
 * but the document is the new owner's now, so the licences tab does not say it is still to be issued.
 */
export function useTransferredAway(): Set<string> {
  const transfers = useMyTransfers();
  return new Set(transfers?.status === "ready" ? transfers.value.transfers.filter((t) => t.direction === "outgoing" && t.status === "approved").map((t) => t.licence_number) : []);
}
