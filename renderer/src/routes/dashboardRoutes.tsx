import { Navigate, Route } from "react-router-dom";
import { RequireLogin } from "../dashboard/RequireLogin.tsx";
import { lazyPage } from "../layout/lazyPage.tsx";

// The dashboard and the transaction view load when opened (issue 15, docs/decisions/0027).
const ProfilePage = lazyPage(() => import("../dashboard/ProfilePage.tsx").then((m) => m.ProfilePage));
const TransactionViewPage = lazyPage(() => import("../dashboard/TransactionViewPage.tsx").then((m) => m.TransactionViewPage));
const TransferLicencePage = lazyPage(() => import("../dashboard/transfers/TransferLicencePage.tsx").then((m) => m.TransferLicencePage));

/**
 * The signed-in applicant's pages of spec 000 §2: the dashboard (/profile?active=...), the
 * transaction view, and /transactions, where the wizard lands after its last step, which is the
 * dashboard's list of applications.
 */
export function dashboardRoutes() {
  return (
    <>
      <Route
        path="/profile"
        element={
          <RequireLogin>
            <ProfilePage />
          </RequireLogin>
        }
      />
      <Route
        path="/view-transaction"
        element={
          <RequireLogin>
            <TransactionViewPage />
          </RequireLogin>
        }
      />
      <Route path="/transactions" element={<Navigate to="/profile?active=transactions-tab" replace />} />
      {/* The holder asks for a licence to pass to a new owner (decision 0069). */}
      <Route path="/licence-transfer/:certificateId" element={<RequireLogin><TransferLicencePage /></RequireLogin>} />
    </>
  );
}
