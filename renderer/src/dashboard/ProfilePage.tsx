import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import type { PendingContact } from "../../../engine/accounts/PendingContact.ts";
import { useSession } from "../store/useSession.ts";
import { AllApplicationsTab } from "./AllApplicationsTab.tsx";
import { ApplicantSummary } from "./ApplicantSummary.tsx";
import { ConfirmContactBanner } from "./ConfirmContactBanner.tsx";
import { CorrectionsTab } from "./CorrectionsTab.tsx";
import { DashboardTabs } from "./DashboardTabs.tsx";
import { DataProtectionTab } from "./DataProtectionTab.tsx";
import { DraftsTab } from "./DraftsTab.tsx";
import { NotificationsTab } from "./NotificationsTab.tsx";
import { PictureIdentificationTab } from "./PictureIdentificationTab.tsx";
import { ProfileInformationTab } from "./ProfileInformationTab.tsx";
import { dashboardHeading } from "./dashboardHeading.ts";
import { associatedEntities, currentEntity, currentUser, isSupportingOfficer, type Entity } from "./profileParts.ts";
import { tabFrom, TABS, type TabId } from "./tabs.ts";
import { useOpeningTab } from "./useOpeningTab.ts";
import { ViewYourAccounts } from "./ViewYourAccounts.tsx";
import { TransferOffers } from "./transfers/LicenceTransfers.tsx";
import { TransfersProvider } from "./transfers/TransfersProvider.tsx";
import { VariationNotices, VariationsProvider } from "./variations/VariationsProvider.tsx";

/**
 * The licences tab, with its table, previews, Renew and transfers, is loaded when opened: the
 * dashboard opens on the profile, within its budget (docs/decisions/0027, decision 0070).
 */
const LicencesTab = lazy(() => import("./LicencesTab.tsx").then((m) => ({ default: m.LicencesTab })));

function TabContent({ tab, entity }: { tab: TabId; entity: Entity | null }) {
  switch (tab) {
    case "home-tab":
      return <ProfileInformationTab entity={entity} />;
    case "profile-tab":
      return <PictureIdentificationTab entity={entity} />;
    case "transactions-tab":
      return <AllApplicationsTab />;
    case "licence-permit-tab":
      return (
        <Suspense fallback={<p className="govuk-body" role="status">Loading your licences and permits…</p>}>
          <LicencesTab />
        </Suspense>
      );
    case "draft-applications-tab":
      return <DraftsTab />;
    case "corrections-applications-tab":
      return <CorrectionsTab />;
    case "notifications-tab":
      return <NotificationsTab />;
    case "data-protection-tab":
      return <DataProtectionTab entity={entity} />;
  }
}

/**
 * /profile, the applicant's dashboard (spec 000 §2): the applicant summary with the photo, and the
 * tab the `active` query names; without one, the tab that has something for the applicant
 * (decision 0047). Picture identification is a tab of individuals only. The route wraps it in RequireLogin.
 */
export function ProfilePage() {
  const profile = useSession((s) => s.profile);
  const [params] = useSearchParams();
  const entity = currentEntity(profile);
  const active = params.get("active");
  const opening = useOpeningTab(active === null);
  const tab = active === null ? opening : tabFrom(active);
  const label = TABS.find((t) => t.id === tab)?.label ?? "";
  const tabs = TABS.map((t) => t.id).filter((id) => id !== "profile-tab" || entity?.applicant_type !== "Company");
  const officer = isSupportingOfficer(profile);
  const pending = (currentUser(profile)?.contact_to_confirm as PendingContact | null | undefined) ?? null;
  return (
    <TransfersProvider key={String(entity?.id ?? "")}>
      <VariationsProvider key={String(entity?.id ?? "")}>
        {pending && <ConfirmContactBanner pending={pending} />}
        <TransferOffers />
        <VariationNotices />
        <div className="nfa-dashboard-title">
          <h1 className="govuk-heading-xl">{dashboardHeading(profile)}</h1>
          {/* Officers see their accounts; an applicant with several entities switches between them (spec 000 §2 Header). */}
          {officer && associatedEntities(profile).length > 0 ? <ViewYourAccounts /> : associatedEntities(profile).length > 1 && <ViewYourAccounts label="Switch Applicant" />}
        </div>
        {entity && <ApplicantSummary entity={entity} />}
        {/* The tabs and the panel are drawn at once, the opening tab marked when it is known: the
            page does not jump when the applications arrive (Lighthouse measured a layout shift of
            0.39 when they appeared only then). */}
        <DashboardTabs active={tab} tabs={tabs} />
        <section className="nfa-dashboard-panel" aria-labelledby="dashboard-tab-title" data-title-source="">
          <h2 className="govuk-heading-l" id="dashboard-tab-title">
            {tab === null ? "Your applications" : label}
          </h2>
          {tab === null ? (
            <p className="govuk-body" role="status">
              Loading your applications…
            </p>
          ) : (
            <TabContent key={`${tab}-${String(entity?.id ?? "")}`} tab={tab} entity={entity} />
          )}
        </section>
      </VariationsProvider>
    </TransfersProvider>
  );
}
