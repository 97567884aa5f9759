/**
 * The placeholders a notification template may use (schemas/notifications.schema.json repeats
 * them in its pattern, so an editor refuses any other at its pointer; checkNotifications checks
 * the same set with the CLI).
 */
export const PLACEHOLDERS = ["name", "transactionNumber", "typeTitle", "status", "comment", "dashboardLink", "expiryDate", "daysLeft"] as const;

/** One placeholder's name. */
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What is sent for one event of the audit trail (schemas/notifications.json `templates`). */
export interface NotificationTemplate {
  event: string;
  status?: string;
  /** For the event licence-expiring: the days before expiry its reminders go (decision 0055). */
  daysBeforeExpiry?: number[];
  email: { subject: string; text: string };
  sms: string;
}

/** schemas/notifications.json as read. */
export interface NotificationTemplates {
  dashboardPath: string;
  templates: NotificationTemplate[];
}

/** One notification as the dashboard lists it (GET /api/transactions/notifications). */
export interface NotificationView {
  id: number;
  transaction_id: number;
  transaction_number: string | null;
  event: string;
  status: string | null;
  channel: "email" | "sms" | "none";
  subject: string;
  text: string;
  created_at: string;
}
