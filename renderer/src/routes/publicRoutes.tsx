import { lazy, Suspense, type ReactNode } from "react";
import { Route } from "react-router-dom";
import { ApplicationTypesPage } from "../pages/ApplicationTypesPage.tsx";
import { DashboardRedirect } from "../pages/public/DashboardRedirect.tsx";
import { HomePage } from "../pages/public/HomePage.tsx";

// Only the home page and the application types are in the first download; every other public page
// loads in its own chunk when opened (issue 15, docs/decisions/0027).
const DetailsPage = lazy(() => import("../pages/public/DetailsPage.tsx").then((m) => ({ default: m.DetailsPage })));
const TransactionStatusPage = lazy(() => import("../status/TransactionStatusPage.tsx").then((m) => ({ default: m.TransactionStatusPage })));
const VerifyPage = lazy(() => import("../verify/VerifyPage.tsx").then((m) => ({ default: m.VerifyPage })));
// The public register of licensed vessels (issue 29, decision 0066); /register is the spec's account registration.
const RegisterOfVesselsPage = lazy(() => import("../register/RegisterOfVesselsPage.tsx").then((m) => ({ default: m.RegisterOfVesselsPage })));
const SupportPage = lazy(() => import("../pages/public/SupportPage.tsx").then((m) => ({ default: m.SupportPage })));
const FaqPage = lazy(() => import("../pages/public/FaqPage.tsx").then((m) => ({ default: m.FaqPage })));
const HowToApplyPage = lazy(() => import("../pages/public/HowToApplyPage.tsx").then((m) => ({ default: m.HowToApplyPage })));
const CommunityPage = lazy(() => import("../pages/public/CommunityPage.tsx").then((m) => ({ default: m.CommunityPage })));
const NewsPage = lazy(() => import("../pages/public/NewsPage.tsx").then((m) => ({ default: m.NewsPage })));
const PrivacyPolicyPage = lazy(() => import("../pages/public/PrivacyPolicyPage.tsx").then((m) => ({ default: m.PrivacyPolicyPage })));
const EntityPortalPage = lazy(() => import("../pages/public/EntityPortalPage.tsx").then((m) => ({ default: m.EntityPortalPage })));
const FormSubmissionPage = lazy(() => import("../submission/FormSubmissionPage.tsx").then((m) => ({ default: m.FormSubmissionPage })));
// The map pages (and Leaflet behind them) load only when opened, never with /application-types.
const MapPage = lazy(() => import("../pages/public/MapPage.tsx").then((m) => ({ default: m.MapPage })));
// The printable form compiles a definition with the engine: its own chunk, like the wizard.
const FormRenderForPdfPage = lazy(() => import("../print/FormRenderForPdfPage.tsx").then((m) => ({ default: m.FormRenderForPdfPage })));
const ClickableMapPage = lazy(() => import("../pages/public/ClickableMapPage.tsx").then((m) => ({ default: m.ClickableMapPage })));
// What this phone keeps to send (issue 27).
const OutboxPage = lazy(() => import("../offline/OutboxPage.tsx").then((m) => ({ default: m.OutboxPage })));
const loading = (page: ReactNode) => <Suspense fallback={<p className="govuk-body" role="status">Loading…</p>}>{page}</Suspense>;

/**
 * Public pages of spec 000 §2 (no login needed). Every type's details page is one route: the page
 * finds the definition whose detailsPath matches, and sends any other single-segment address to
 * /application-types, as the catch-all route does for deeper ones.
 */
export function publicRoutes() {
  return (
    <>
      <Route path="/home" element={<HomePage />} />
      <Route path="/application-types" element={<ApplicationTypesPage />} />
      <Route path="/transaction-status" element={<TransactionStatusPage />} />
      <Route path="/verify" element={<VerifyPage />} />
      <Route path="/verify/:code" element={<VerifyPage />} />
      <Route path="/register-of-vessels" element={<RegisterOfVesselsPage />} />
      <Route path="/support" element={<SupportPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/how-to-apply" element={<HowToApplyPage />} />
      <Route path="/community" element={<CommunityPage />} />
      <Route path="/news-and-announcements" element={<NewsPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/entity-portal" element={<EntityPortalPage />} />
      <Route path="/dashboard" element={<DashboardRedirect />} />
      <Route path="/outbox" element={loading(<OutboxPage />)} />
      <Route path="/map" element={loading(<MapPage />)} />
      <Route path="/clickable-map" element={loading(<ClickableMapPage />)} />
      <Route path="/form-render-for-pdf" element={loading(<FormRenderForPdfPage />)} />
      <Route path="/form-submission/:appType" element={<FormSubmissionPage />} />
      <Route path="/:detailsPage" element={<DetailsPage />} />
    </>
  );
}
