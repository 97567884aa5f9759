import { lazy, Suspense } from "react";

const StaffTransfers = lazy(() => import("../dashboard/transfers/transferScreens.tsx").then((m) => ({ default: m.StaffTransfers })));

/** /admin/transfers (issue 29, decision 0069): staff approve or refuse transfers; the screen shares its chunk with the dashboard's list of transfers. */
export function TransfersPage() {
  return (
    <Suspense fallback={<p className="govuk-body" role="status">Loading…</p>}>
      <StaffTransfers />
    </Suspense>
  );
}
