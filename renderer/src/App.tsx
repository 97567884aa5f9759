import { Suspense } from "react";
import { Navigate, Outlet, Route, Routes, useLocation } from "react-router-dom";
import { RememberLastPage } from "./accounts/RememberLastPage.tsx";
import { ApiProvider } from "./api/ApiProvider.tsx";
import { DefinitionsProvider } from "./definitions/DefinitionsProvider.tsx";
import { ImportModuleContext } from "./definitions/ImportModuleContext.ts";
import { Footer } from "./layout/Footer.tsx";
import { Header } from "./layout/Header.tsx";
import { LazyToaster } from "./layout/LazyToaster.tsx";
import { lazyPage } from "./layout/lazyPage.tsx";
import { OutboxRunner } from "./offline/OutboxRunner.tsx";
import { RouteLoading } from "./layout/RouteLoading.tsx";
import { TitleAndFocus } from "./layout/TitleAndFocus.tsx";
import { accountRoutes } from "./routes/accountRoutes.tsx";
import { adminRoutes } from "./routes/adminRoutes.tsx";
import { dashboardRoutes } from "./routes/dashboardRoutes.tsx";
import { publicRoutes } from "./routes/publicRoutes.tsx";

// The wizard (RJSF, the engine, a type's precompiled validators) loads when an application is opened, not with the home page.
const WizardPage = lazyPage(() => import("./wizard/WizardPage.tsx").then((m) => m.WizardPage));

function Layout() {
  // Staff spend their day in the admin pages: those use the full width (issue 17); public pages keep GOV.UK's column.
  const staffPage = useLocation().pathname.startsWith("/admin");
  return (
    <>
      <RememberLastPage />
      <Header />
      <div className={`govuk-width-container${staffPage ? " nfa-width-container--full" : ""}`}>
        <main className="govuk-main-wrapper" id="main-content" tabIndex={-1}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <TitleAndFocus mainId="main-content" />
      <LazyToaster />
      <OutboxRunner />
    </>
  );
}

/**
 * The portal's routes (spec 000 §2). Wizard routes are generic: /application/<prefix>/<stage>
 * for every type the server's definitions list. Any unknown route lands on /application-types.
 */
export function App({ importModule }: { importModule?: (url: string) => Promise<unknown> } = {}) {
  return (
    <ApiProvider>
      <ImportModuleContext.Provider value={importModule}>
        <DefinitionsProvider>
          <Routes>
            <Route element={<Layout />}>
              {publicRoutes()}
              {accountRoutes()}
              {dashboardRoutes()}
              {adminRoutes()}
              <Route path="/application/:prefix/:stage?/:section?" element={<WizardPage importModule={importModule} />} />
              <Route path="*" element={<Navigate to="/application-types" replace />} />
            </Route>
          </Routes>
        </DefinitionsProvider>
      </ImportModuleContext.Provider>
    </ApiProvider>
  );
}
