import type { Ref } from "react";
import { Link, useNavigate } from "react-router-dom";
import { HELP_CENTER_URL } from "../pages/public/publicLinks.ts";
import { useSession } from "../store/useSession.ts";
import { currentEntity, dashboardName, isOfficer } from "./sessionNames.ts";

/**
 * The header's service links (spec 000 §2 Header): Home, the Dashboard button with the entity's
 * name, Check Your Application Status, Switch Applicant (more than one associated entity),
 * Reset Password (no entity), Help Center (external) and Help & Support.
 */
export function MainNav({ onCheckStatus, statusButtonRef }: { onCheckStatus: () => void; statusButtonRef: Ref<HTMLButtonElement> }) {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const navigate = useNavigate();
  const entity = token ? currentEntity(profile) : undefined;
  const associated = (profile?.associated_entities as unknown[] | undefined) ?? [];

  function home() {
    // A supporting officer with no current entity has nothing to apply for: Home logs out.
    if (token && !entity && isOfficer(profile)) {
      navigate("/logout");
      return;
    }
    navigate("/application-types");
  }

  return (
    <nav aria-label="Menu" className="nfa-mainnav">
      <ul className="nfa-mainnav__list">
        <li>
          <a
            href="/application-types"
            className="nfa-mainnav__link"
            onClick={(event) => {
              event.preventDefault();
              home();
            }}
          >
            Home
          </a>
        </li>
        {entity && (
          <li>
            <Link to="/profile" className="govuk-button govuk-button--secondary nfa-mainnav__button">
              Dashboard<span className="nfa-mainnav__entity">: {dashboardName(profile)}</span>
            </Link>
          </li>
        )}
        <li>
          <button type="button" ref={statusButtonRef} className="nfa-mainnav__link nfa-mainnav__linkbutton" onClick={onCheckStatus} aria-haspopup="dialog">
            Check Your Application Status
          </button>
        </li>
        {token && associated.length > 1 && (
          <li>
            <Link to="/entity-portal" className="nfa-mainnav__link">
              Switch Applicant
            </Link>
          </li>
        )}
        {!entity && (
          <li>
            <Link to="/reset-password" className="nfa-mainnav__link">
              Reset Password
            </Link>
          </li>
        )}
        <li>
          <a href={HELP_CENTER_URL} className="nfa-mainnav__link" target="_blank" rel="noreferrer">
            Help Center <span className="govuk-visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
        <li>
          <Link to="/support" className="govuk-button nfa-mainnav__button">
            Help &amp; Support
          </Link>
        </li>
      </ul>
    </nav>
  );
}
