/** The dashboard's tabs, in the order shown, with the ids the `active` query uses (spec 000 §2 /profile). */
export const TABS = [
  { id: "home-tab", label: "Profile Information" },
  { id: "profile-tab", label: "Picture Identification" },
  { id: "transactions-tab", label: "View All Applications" },
  { id: "licence-permit-tab", label: "Licences/Permits Granted" },
  { id: "draft-applications-tab", label: "Draft Applications" },
  { id: "corrections-applications-tab", label: "Returned For Corrections" },
  // Not in spec 000: what the NFA told the applicant of each decision (issue 17, decision 0038).
  { id: "notifications-tab", label: "Notifications" },
  { id: "data-protection-tab", label: "Data Protection" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

/** Spec 000 §2: without `active`, the dashboard opens on the licences and permits granted. */
export const DEFAULT_TAB: TabId = "licence-permit-tab";

/** The tab an `active` query value names; an unknown or missing value gives the default. */
export function tabFrom(active: string | null): TabId {
  return TABS.find((t) => t.id === active)?.id ?? DEFAULT_TAB;
}

/** The dashboard address of a tab. */
export const tabPath = (id: TabId) => `/profile?active=${id}`;
