import type { NotificationTemplates, Placeholder } from "./notificationTypes.ts";
import { templateFor } from "./templateFor.ts";

/** What a template is filled with; a value missing (no staff note) is left empty. */
export type NoticeValues = Partial<Record<Placeholder, string | null>>;

/** The texts of one notification: the email's subject and body, and the short SMS. */
export interface Notice {
  subject: string;
  text: string;
  sms: string;
}

/** `{name}` and its like replaced by their values; the blank lines an empty value leaves are closed up. */
export function fillPlaceholders(text: string, values: NoticeValues): string {
  return text
    .replace(/\{([A-Za-z]+)\}/g, (_, key: string) => values[key as Placeholder] ?? "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The notification of a recorded event (`event` as the audit trail names it, `status` the status
 * it left), filled with `values`; null when no template answers the event. `origin` is the
 * portal's public address (PUBLIC_URL): a link in a mail or a text must work outside the portal.
 */
export function renderNotice(templates: NotificationTemplates, event: string, status: string | null, values: Omit<NoticeValues, "dashboardLink" | "status">, origin = ""): Notice | null {
  const template = templateFor(templates, event, status);
  if (!template) return null;
  const all: NoticeValues = { ...values, status, dashboardLink: `${origin}${templates.dashboardPath}` };
  return { subject: fillPlaceholders(template.email.subject, all), text: fillPlaceholders(template.email.text, all), sms: fillPlaceholders(template.sms, all) };
}
