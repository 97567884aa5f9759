import { Route } from "react-router-dom";
import { ApplicationTypesPage } from "../pages/ApplicationTypesPage.tsx";
import { DashboardRedirect } from "../pages/public/DashboardRedirect.tsx";
import { HomePage } from "../pages/public/HomePage.tsx";
import { lazyPage } from "../layout/lazyPage.tsx";

// Only the home page and the application types are in the first download; every other public page
// loads in its own chunk when opened (issue 15, docs/decisions/0027).
const DetailsPage = lazyPage(() => import("../pages/public/DetailsPage.tsx").then((m) => m.DetailsPage));
const TransactionStatusPage = lazyPage(() => import("../status/TransactionStatusPage.tsx").then((m) => m.TransactionStatusPage));
const VerifyPage = lazyPage(() => import("../verify/VerifyPage.tsx").then((m) => m.VerifyPage));
// The public register of licensed vessels (issue 29, decision 0066); /register is the spec's account registration.
const RegisterOfVesselsPage = lazyPage(() => import("../register/RegisterOfVesselsPage.tsx").then((m) => m.RegisterOfVesselsPage));
const SupportPage = lazyPage(() => import("../pages/public/SupportPage.tsx").then((m) => m.SupportPage));
const FaqPage = lazyPage(() => import("../pages/public/FaqPage.tsx").then((m) => m.FaqPage));
const HowToApplyPage = lazyPage(() => import("../pages/public/HowToApplyPage.tsx").then((m) => m.HowToApplyPage));
const CommunityPage = lazyPage(() => import("../pages/public/CommunityPage.tsx").then((m) => m.CommunityPage));
const NewsPage = lazyPage(() => import("../pages/public/NewsPage.tsx").then((m) => m.NewsPage));
const PrivacyPolicyPage = lazyPage(() => import("../pages/public/PrivacyPolicyPage.tsx").then((m) => m.PrivacyPolicyPage));
const EntityPortalPage = lazyPage(() => import("../pages/public/EntityPortalPage.tsx").then((m) => m.EntityPortalPage));
const FormSubmissionPage = lazyPage(() => import("../submission/FormSubmissionPage.tsx").then((m) => m.FormSubmissionPage));
// The map pages (and Leaflet behind them) load only when opened, never with /application-types.
const MapPage = lazyPage(() => import("../pages/public/MapPage.tsx").then((m) => m.MapPage));
// The printable form compiles a definition with the engine: its own chunk, like the wizard.
const FormRenderForPdfPage = lazyPage(() => import("../print/FormRenderForPdfPage.tsx").then((m) => m.FormRenderForPdfPage));
const ClickableMapPage = lazyPage(() => import("../pages/public/ClickableMapPage.tsx").then((m) => m.ClickableMapPage));
// What this phone keeps to send (issue 27).
const OutboxPage = lazyPage(() => import("../offline/OutboxPage.tsx").then((m) => m.OutboxPage));

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
      <Route path="/outbox" element={<OutboxPage />} />
      <Route path="/map" element={<MapPage />} />
      <Route path="/clickable-map" element={<ClickableMapPage />} />
      <Route path="/form-render-for-pdf" element={<FormRenderForPdfPage />} />
      <Route path="/form-submission/:appType" element={<FormSubmissionPage />} />
      <Route path="/:detailsPage" element={<DetailsPage />} />
    </>
  );
}
