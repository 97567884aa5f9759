import { useEffect, useState } from "react";
import type { LicenceHistory as History, LicenceHistoryEvent } from "../../../engine/api/licenceHistoryContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { useApi } from "../api/ApiProvider.tsx";
import type { IssuedCertificate } from "./useIssuedCertificates.ts";

/** Each event of a licence's history in the holder's words: who acted is never told (decision 0069). */
const WORDS: Record<LicenceHistoryEvent["action"], (event: LicenceHistoryEvent) => string> = {
  issued: () => "Issued",
  renewed: ({ detail }) => (detail ? `Renewed by application ${detail}` : "Renewed"),
  varied: ({ detail, from }) => `Varied by the NFA${from ? ` from ${formatDate(from)}` : ""}${detail ? `: ${detail}` : ""}`,
  "variation-acknowledged": () => "You acknowledged a variation",
  suspended: ({ detail, until }) => `Suspended by the NFA${until ? `, valid again on ${formatDate(until)}` : ""}${detail ? `: ${detail}` : ""}`,
  reinstated: ({ detail }) => `Suspension lifted by the NFA: valid again${detail ? ` (${detail})` : ""}`,
  "suspension-ended": () => "Suspension ended: valid again",
  revoked: ({ detail }) => (detail ? `Revoked: ${detail}` : "Revoked"),
  expired: () => "Expired",
  "transfer-requested": () => "Transfer to a new owner asked for",
  "transfer-confirmed": () => "Transfer confirmed by the new owner",
  "transfer-declined": () => "Transfer declined by the new owner",
  "transfer-withdrawn": () => "Transfer withdrawn",
  "transfer-approved": () => "Transfer approved by the NFA: the licence changed hands",
  "transfer-refused": () => "Transfer refused by the NFA",
};

/**
 * A licence's one history (issue 29): issued, renewed, varied and acknowledged, suspended and lifted, transfers, revoked, expired, oldest first,
 * read from the server when the holder opens it (a list of licences asks for none up front).
 */
export function LicenceHistory({ certificate }: { certificate: IssuedCertificate }) {
  // The list, and its request, only once opened: a closed history asks nothing of the server.
  const [opened, setOpened] = useState(false);
  return (
    <details className="govuk-details govuk-!-margin-bottom-0 nfa-licence-history" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">
          History<span className="govuk-visually-hidden"> of licence {certificate.propertiesMap.FLIS_TransactionId}</span>
        </span>
      </summary>
      <div className="govuk-details__text" aria-live="polite">
        {opened && <HistoryList certificateId={certificate.id} />}
      </div>
    </details>
  );
}

/** The events of the licence `certificateId`, read when drawn; a failure says so and offers to try again. */
function HistoryList({ certificateId }: { certificateId: number }) {
  const api = useApi();
  const [events, setEvents] = useState<LicenceHistoryEvent[] | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.get<History>(`/licences/${certificateId}/history`).then(
      (history) => live && setEvents(history.events),
      () => live && setEvents("failed"),
    );
    return () => {
      live = false;
    };
  }, [api, certificateId, attempt]);
  if (events === null) return <p className="govuk-body-s">Loading…</p>;
  if (events === "failed")
    return (
      <p className="govuk-body-s">
        The history could not be loaded.{" "}
        <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => (setEvents(null), setAttempt((n) => n + 1))}>
          Try again
        </button>
      </p>
    );
  return (
    <ol className="govuk-list govuk-body-s">
      {events.map((event, i) => (
        <li key={i}>
          {formatDate(event.on)}: {WORDS[event.action](event)}
        </li>
      ))}
    </ol>
  );
}
