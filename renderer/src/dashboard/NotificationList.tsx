import type { NotificationView } from "../../../engine/notifications/notificationTypes.ts";
import { formatSubmitted } from "../status/formatSubmitted.ts";
import { useApiGet } from "./useApiGet.ts";

/** A paragraph of a message with its web addresses as links (the mail's dashboard link, PUBLIC_URL first). */
function Paragraph({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/);
  return (
    <p className="govuk-body">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} className="govuk-link" href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * The messages the NFA sent about the applicant's applications (decision 0038), newest first,
 * each as it was emailed or texted: its subject as a heading, the date in words, and its text.
 * `transactionId` narrows it to one application; the server lists the current entity's only.
 */
export function NotificationList({ transactionId, headingLevel = 3 }: { transactionId?: number; headingLevel?: 3 | 4 }) {
  const state = useApiGet<{ notifications: NotificationView[] }>(`/transactions/notifications${transactionId ? `?transaction_id=${transactionId}` : ""}`);
  if (state.status === "loading") return <p className="govuk-body" role="status">Loading your messages…</p>;
  if (state.status === "failed") return <p className="govuk-error-message" role="alert">Your messages could not be loaded: {state.message}</p>;
  const { notifications } = state.value;
  if (!notifications.length) return <p className="govuk-body">No messages yet. We write to you here, and by email or text message, each time a decision is made on one of your applications.</p>;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="govuk-list" aria-label="Messages from the NFA">
      {notifications.map((n) => (
        <li key={n.id} className="govuk-!-margin-bottom-4">
          <Heading className="govuk-heading-s govuk-!-margin-bottom-1">{n.subject}</Heading>
          <p className="govuk-body-s govuk-!-margin-bottom-1">
            Sent on <time dateTime={n.created_at}>{formatSubmitted(n.created_at)}</time>
            {n.channel === "email" ? " by email" : n.channel === "sms" ? " by text message" : ""}
          </p>
          {n.text.split(/\n{2,}/).map((paragraph, i) => (
            <Paragraph key={i} text={paragraph} />
          ))}
        </li>
      ))}
    </ul>
  );
}
