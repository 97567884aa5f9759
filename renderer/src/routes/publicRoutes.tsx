import { Route } from "react-router-dom";
import { ApplicationTypesPage } from "../pages/ApplicationTypesPage.tsx";

/** Public pages of spec 000 §2 (no login needed). */
export function publicRoutes() {
  return (
    <>
      <Route path="/application-types" element={<ApplicationTypesPage />} />
    </>
  );
}
