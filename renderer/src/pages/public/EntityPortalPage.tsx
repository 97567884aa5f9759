import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { TableHead } from "../../accounts/TableHead.tsx";
import { useApi } from "../../api/ApiProvider.tsx";
import { useSwitchApplicant } from "../../dashboard/useSwitchApplicant.ts";
import { useSession } from "../../store/useSession.ts";
import { entityName } from "./entityName.ts";

type Entity = Record<string, unknown> & { id: number };
type State = { status: "loading" } | { status: "ready"; entities: Entity[] } | { status: "failed"; message: string };

/**
 * /entity-portal: its heading for everyone (spec 000 §2 'A heading only'), and for a signed-in
 * user the applicants they act for, each with a Switch button (spec 000 §2, §6: switching returns
 * a new token, then the officer goes to /application-types; the switch itself is the
 * dashboard's, shared with 'View Your Accounts').
 */
export function EntityPortalPage() {
  const api = useApi();
  const token = useSession((s) => s.token);
  const currentId = (useSession((s) => s.profile)?.entities as Entity[] | undefined)?.[0]?.id;
  const [state, setState] = useState<State>({ status: "loading" });
  const { switchTo, switching } = useSwitchApplicant();

  useEffect(() => {
    if (!token) return;
    let live = true;
    api
      .get<Entity[]>("/users/entities")
      .then((entities) => live && setState({ status: "ready", entities }))
      .catch((error: Error) => live && setState({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
  }, [api, token]);

  return (
    <>
      <h1 className="govuk-heading-xl">Switch Applicant</h1>
      {/* Spec 000 §2: 'A heading only', for everyone; the list needs an officer's or agent's login. */}
      {!token && (
        <p className="govuk-body">
          Supporting officers and agents who act for more than one applicant choose here whom they act for. <Link className="govuk-link" to="/login">Log in</Link> to see the applicants associated with your account.
        </p>
      )}
      {token && state.status === "loading" && <p className="govuk-body" role="status">Loading your associated applicants…</p>}
      {token && state.status === "failed" && <p className="govuk-error-message" role="alert">{state.message}</p>}
      {token && state.status === "ready" && state.entities.length === 0 && <p className="govuk-body">No applicants are associated with your account yet.</p>}
      {token && state.status === "ready" && state.entities.length > 0 && (
        <table className="govuk-table nfa-stack-table">
          <caption className="govuk-table__caption govuk-table__caption--m">Applicants you act for</caption>
          <TableHead headers={["Applicant Name", "Applicant Type", "NFA Reg. #", "TRN", "Entity #", "Action"]} />
          <tbody className="govuk-table__body">
            {state.entities.map((e) => (
              <tr key={e.id} className="govuk-table__row">
                <td className="govuk-table__cell" data-label="Applicant Name">{entityName(e)}</td>
                <td className="govuk-table__cell" data-label="Applicant Type">{String(e.applicant_type ?? "")}</td>
                <td className="govuk-table__cell" data-label="NFA Reg. #">{String(e.nfa_registration_number ?? "")}</td>
                <td className="govuk-table__cell" data-label="TRN">{String(e.taxation_registration_number ?? "")}</td>
                <td className="govuk-table__cell" data-label="Entity #">{String(e.entity_number ?? "")}</td>
                <td className="govuk-table__cell">
                  {e.id === currentId ? (
                    <strong className="govuk-tag">Current</strong>
                  ) : (
                    <button type="button" className="govuk-button govuk-button--secondary nfa-table-button" disabled={switching !== null} onClick={() => void switchTo(e)}>
                      {switching === e.id ? "Switching…" : "Switch"} <span className="govuk-visually-hidden">to {entityName(e)}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
