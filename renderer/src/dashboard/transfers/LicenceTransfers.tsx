import { lazy, Suspense } from "react";
import { useMyTransfers } from "./TransfersProvider.tsx";

const TransferList = lazy(() => import("./transferScreens.tsx").then((m) => ({ default: m.TransferList })));
const Banner = lazy(() => import("./transferScreens.tsx").then((m) => ({ default: m.IncomingTransfersBanner })));

/**
 * 'Licence transfers' on the licences tab (decision 0069), for an applicant who has any: loaded
 * then, so the dashboard of everyone else carries none of it (decision 0027).
 */
export function LicenceTransfers() {
  const transfers = useMyTransfers();
  if (transfers?.status !== "ready" || !transfers.value.transfers.length) return null;
  return (
    <Suspense fallback={<p className="govuk-body" role="status">Loading your licence transfers…</p>}>
      <TransferList />
    </Suspense>
  );
}

/**
 * 'A licence is being transferred to you' at the top of the dashboard while a transfer offered to
 * the applicant waits for their answer; loaded then (IncomingTransfersBanner).
 */
export function TransferOffers() {
  const transfers = useMyTransfers();
  const offered = transfers?.status === "ready" ? transfers.value.transfers.filter((t) => t.direction === "incoming" && t.status === "awaiting_new_owner") : [];
  if (!offered.length) return null;
  return (
    <Suspense fallback={null}>
      <Banner offered={offered} />
    </Suspense>
  );
}
