import { Route } from "react-router-dom";
import { LegacyLoginPage } from "../accounts/login/LegacyLoginPage.tsx";
import { LogoutPage } from "../accounts/login/LogoutPage.tsx";
import { RegisterPage } from "../accounts/register/RegisterPage.tsx";
import { ResetPasswordPage } from "../accounts/reset/ResetPasswordPage.tsx";
import { ResetPasswordWizard } from "../accounts/reset/ResetPasswordWizard.tsx";
import { LoginPage } from "../pages/LoginPage.tsx";

/** Account pages of spec 000 §2: login, legacy login, registration, password reset, logout. */
export function accountRoutes() {
  return (
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/legacy-login" element={<LegacyLoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/reset-password" element={<ResetPasswordWizard />} />
      <Route path="/reset-password/:uid" element={<ResetPasswordPage />} />
      <Route path="/logout" element={<LogoutPage />} />
    </>
  );
}
