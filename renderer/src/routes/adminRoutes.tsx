import { lazy, Suspense } from "react";
import { Route } from "react-router-dom";

// Staff pages load in their own chunk: applicants never download them.
const AdminPage = lazy(() => import("../admin/adminPages.tsx").then((m) => ({ default: m.AdminPage })));
// The analysts' studio (issue 16): CodeMirror and dagre load only here, in the studio's own chunk.
const StudioPage = lazy(() => import("../studio/StudioPage.tsx").then((m) => ({ default: m.StudioPage })));
const PATHS = ["/admin", "/admin/species-seasons", "/admin/transactions", "/admin/licences", "/admin/cases", "/admin/cases/:id", "/admin/users", "/admin/g2g", "/admin/supporting-officer", "/admin/officer-requests", "/admin/transfers"];

/** The admin area of spec 000 §2, the case queue of issue 7 and the analysts' studio of issue 16. */
export function adminRoutes() {
  return (
    <>
      {PATHS.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<p className="govuk-body" role="status">Loading…</p>}>
              <AdminPage path={path} />
            </Suspense>
          }
        />
      ))}
      {["/studio", "/studio/:type"].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<p className="govuk-body" role="status">Loading…</p>}>
              <StudioPage />
            </Suspense>
          }
        />
      ))}
    </>
  );
}
