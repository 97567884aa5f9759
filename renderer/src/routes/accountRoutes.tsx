import { Route } from "react-router-dom";
import { LogoutPage } from "../accounts/login/LogoutPage.tsx";
import { lazyPage } from "../layout/lazyPage.tsx";

// Each account page loads in its own chunk when opened (issue 15, docs/decisions/0027): a visitor
// of /application-types downloads none of them (/logout, a few lines the header leads to, stays). lazyPage shows "Loading…" meanwhile.
const LoginPage = lazyPage(() => import("../pages/LoginPage.tsx").then((m) => m.LoginPage));
const LegacyLoginPage = lazyPage(() => import("../accounts/login/LegacyLoginPage.tsx").then((m) => m.LegacyLoginPage));
const RegisterPage = lazyPage(() => import("../accounts/register/RegisterPage.tsx").then((m) => m.RegisterPage));
const ResetPasswordWizard = lazyPage(() => import("../accounts/reset/ResetPasswordWizard.tsx").then((m) => m.ResetPasswordWizard));
const ResetPasswordPage = lazyPage(() => import("../accounts/reset/ResetPasswordPage.tsx").then((m) => m.ResetPasswordPage));
const ConfirmContactPage = lazyPage(() => import("../accounts/confirm/ConfirmContactPage.tsx").then((m) => m.ConfirmContactPage));

/** Account pages of spec 000 §2: login, legacy login, registration, password reset, logout; and confirming a contact (decision 0044). */
export function accountRoutes() {
  return (
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/legacy-login" element={<LegacyLoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/reset-password" element={<ResetPasswordWizard />} />
      <Route path="/reset-password/:uid" element={<ResetPasswordPage />} />
      {/* The link of the fixed confirmation message (decision 0044), and the page to type a texted code. */}
      <Route path="/confirm-contact" element={<ConfirmContactPage />} />
      <Route path="/confirm-contact/:code" element={<ConfirmContactPage />} />
      <Route path="/logout" element={<LogoutPage />} />
    </>
  );
}
