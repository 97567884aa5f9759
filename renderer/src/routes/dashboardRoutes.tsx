import { Navigate, Route } from "react-router-dom";
import { ProfilePage } from "../dashboard/ProfilePage.tsx";
import { RequireLogin } from "../dashboard/RequireLogin.tsx";
import { TransactionViewPage } from "../dashboard/TransactionViewPage.tsx";

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
    </>
  );
}
