import { Link } from "react-router-dom";
import { TableHead } from "../accounts/TableHead.tsx";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { formatSubmitted } from "./formatSubmitted.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import { canViewLicence } from "./statusLabels.ts";
import { NOT_FOUND, type StatusCheck } from "./useStatusCheck.ts";

/**
 * The outcome of a status check (spec 000 §2 'Status check'): a table of submitted date, number,
 * application type, status badge and the licence action, 'View Licence' only for Licence Approved
 * or Case Closed (whatever the row's position) and NA otherwise; or the not-found warning.
 */
export function StatusResults({ check, onNavigate }: { check: StatusCheck; onNavigate?: () => void }) {
  const definitions = useDefinitions();
  const titleOf = (appType: string) => (definitions.status === "ready" ? definitions.summaries.find((d) => d.id === appType)?.title : undefined) ?? appType;
  if (check.state === "checking") return <p className="govuk-body" role="status">Checking…</p>;
  if (check.state === "not-found")
    return (
      <div className="govuk-warning-text" role="alert">
        <span className="govuk-warning-text__icon" aria-hidden="true">
          !
        </span>
        <strong className="govuk-warning-text__text">{NOT_FOUND}</strong>
      </div>
    );
  if (check.state === "failed") return <p className="govuk-error-message" role="alert">{check.message}</p>;
  if (check.state !== "found") return null;
  return (
    <table className="govuk-table nfa-status-table">
      <caption className="govuk-table__caption govuk-table__caption--s">Application status</caption>
      <TableHead headers={["Date Submitted", "Transaction Number", "Application Type", "Status", "Licence"]} />
      <tbody className="govuk-table__body">
        {check.results.map((t) => (
          <tr key={t.id} className="govuk-table__row">
            <td className="govuk-table__cell">{formatSubmitted(t.submitted_on)}</td>
            <td className="govuk-table__cell">{t.transaction_number}</td>
            <td className="govuk-table__cell">{titleOf(t.app_type)}</td>
            <td className="govuk-table__cell">
              <StatusBadge status={t.status} />
            </td>
            <td className="govuk-table__cell">
              {canViewLicence(t.status) ? (
                <Link className="govuk-button govuk-button--secondary nfa-table-button" to="/profile?active=licence-permit-tab" onClick={onNavigate}>
                  View Licence
                </Link>
              ) : (
                "NA"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
