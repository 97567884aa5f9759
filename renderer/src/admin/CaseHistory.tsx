import { formatDateTime } from "../../../engine/dates/formatDate.ts";
import { eventWords } from "./eventWords.ts";
import type { CaseEvent } from "../../../engine/api/caseEventContract.ts";

/** The audit trail of a case, oldest first: when, what, the status reached, who, and why. */
export function CaseHistory({ events }: { events: CaseEvent[] }) {
  if (!events.length) return <p className="govuk-body">Nothing has been recorded yet.</p>;
  return (
    <ol className="govuk-list govuk-list--number">
      {events.map((event) => {
        const who = event.by_name ?? event.by_email ?? event.by_role;
        return (
          <li key={event.id}>
            {formatDateTime(event.created_at)}: {eventWords(event.action)}
            {event.status ? ` (${event.status})` : ""}
            {who ? ` by ${who}` : ""}
            {event.comment ? `: ${event.comment}` : ""}
          </li>
        );
      })}
    </ol>
  );
}
