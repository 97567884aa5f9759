import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { StatusDialog } from "../status/StatusDialog.tsx";
import { useSession } from "../store/useSession.ts";
import { MainNav } from "./MainNav.tsx";
import { RoleLink } from "./RoleLink.tsx";
import { greetingName } from "./sessionNames.ts";
import { useLoadProfile } from "./useLoadProfile.ts";
import { useOnline } from "./useOnline.ts";

/**
 * The header of every page (spec 000 §2 Header): logo and authority name; Log In and Create
 * Account, or the greeting and Logout with, beside them, staff's or officers' own area
 * (RoleLink); the service links; the 'Application Status' dialog; and the 'You are offline'
 * banner. (The last page, for login, is remembered by accounts/RememberLastPage.tsx in the layout.)
 */
export function Header() {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const navigate = useNavigate();
  const online = useOnline();
  const [statusOpen, setStatusOpen] = useState(false);
  const statusButton = useRef<HTMLButtonElement>(null);
  useLoadProfile();
  const name = token ? greetingName(profile) : null;

  return (
    <>
      <a href="#main-content" className="govuk-skip-link">
        Skip to main content
      </a>
      <header className="govuk-header nfa-header">
        <div className="govuk-header__container govuk-width-container nfa-header__bar">
          <Link to="/home" className="govuk-header__link govuk-header__link--homepage nfa-header__brand">
            <span className="nfa-header__logo" aria-hidden="true">
              NFA
            </span>
            National Fisheries Authority
          </Link>
          <nav aria-label="Account" className="nfa-header__nav">
            {token ? (
              <>
                <RoleLink profile={profile} />
                {name && <span className="nfa-header__greeting">Hello, {name}</span>}
                <button
                  type="button"
                  className="govuk-button govuk-button--secondary nfa-header__button"
                  // /logout clears the session and goes to /login (spec 000 §2), one way out for all.
                  onClick={() => navigate("/logout")}
                >
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link className="govuk-button govuk-button--secondary nfa-header__button" to="/login">
                  Log In
                </Link>
                <Link className="govuk-button nfa-header__button" to="/register">
                  Create Account
                </Link>
              </>
            )}
          </nav>
        </div>
        <MainNav onCheckStatus={() => setStatusOpen(true)} statusButtonRef={statusButton} />
      </header>
      <StatusDialog
        open={statusOpen}
        onClose={() => {
          setStatusOpen(false);
          statusButton.current?.focus();
        }}
      />
      {!online && (
        <div className="govuk-notification-banner" role="alert">
          <div className="govuk-notification-banner__content">
            <p className="govuk-notification-banner__heading">You are offline</p>
          </div>
        </div>
      )}
    </>
  );
}
