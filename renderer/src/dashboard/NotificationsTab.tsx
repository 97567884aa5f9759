import { NotificationList } from "./NotificationList.tsx";

/** 'Notifications': every message the NFA sent about the current applicant's applications (issue 17, decision 0038). */
export function NotificationsTab() {
  return <NotificationList />;
}
