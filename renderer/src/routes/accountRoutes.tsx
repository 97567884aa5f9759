import { Route } from "react-router-dom";
import { LoginPage } from "../pages/LoginPage.tsx";

/** Account pages of spec 000 §2: login, registration, password reset, logout. */
export function accountRoutes() {
  return (
    <>
      <Route path="/login" element={<LoginPage />} />
    </>
  );
}
