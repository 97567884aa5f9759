import { lazy } from "react";
import { AdminGuard } from "./AdminGuard.tsx";
import { AdminHomePage } from "./AdminHomePage.tsx";
import { CasesPage } from "./CasesPage.tsx";
import { G2gPage } from "./G2gPage.tsx";
import { LicencesReportPage } from "./LicencesReportPage.tsx";
import { OfficerRequestsPage } from "./OfficerRequestsPage.tsx";
import { SpeciesSeasonsPage } from "./SpeciesSeasonsPage.tsx";
import { SupportingOfficerPage } from "./SupportingOfficerPage.tsx";
import { TransfersPage } from "./TransfersPage.tsx";
import { UsersPage } from "./UsersPage.tsx";

// A case's page (issue 17) loads when a case is opened: its answer summary, previews and explanation are its own chunk.
const CasePage = lazy(() => import("./CasePage.tsx").then((m) => ({ default: m.CasePage })));
// The transactions report (issue 17) draws its twelve-month chart: its own chunk, so the admin pages stay within their budget.
const TransactionsReportPage = lazy(() => import("./TransactionsReportPage.tsx").then((m) => ({ default: m.TransactionsReportPage })));

/** The staff pages by path, each behind the staff check; the supporting-officer page signs in by itself. */
export const ADMIN_PAGES: Record<string, () => React.JSX.Element> = {
  "/admin": () => <AdminGuard><AdminHomePage /></AdminGuard>,
  "/admin/species-seasons": () => <AdminGuard><SpeciesSeasonsPage /></AdminGuard>,
  "/admin/transactions": () => <AdminGuard><TransactionsReportPage /></AdminGuard>,
  "/admin/licences": () => <AdminGuard><LicencesReportPage /></AdminGuard>,
  "/admin/cases": () => <AdminGuard><CasesPage /></AdminGuard>,
  "/admin/cases/:id": () => <AdminGuard><CasePage /></AdminGuard>,
  "/admin/users": () => <AdminGuard><UsersPage /></AdminGuard>,
  "/admin/g2g": () => <AdminGuard><G2gPage /></AdminGuard>,
  "/admin/officer-requests": () => <AdminGuard><OfficerRequestsPage /></AdminGuard>,
  "/admin/transfers": () => <AdminGuard><TransfersPage /></AdminGuard>,
  "/admin/supporting-officer": () => <SupportingOfficerPage />,
};

/** The admin page of a path, for the lazily loaded admin chunk. */
export function AdminPage({ path }: { path: string }) {
  const Page = ADMIN_PAGES[path];
  return Page ? <Page /> : null;
}
