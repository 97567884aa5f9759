import { Link, useNavigate } from "react-router-dom";
import { useSession } from "../store/useSession.ts";
import { useOnline } from "./useOnline.ts";

function greetingName(profile: Record<string, unknown> | null): string | null {
  const entity = (profile?.entities as Array<Record<string, unknown>> | undefined)?.[0];
  const name = entity?.company_name ?? entity?.first_name_individual;
  return typeof name === "string" ? name : null;
}

/** Logo and authority name; Log In / Create Account, or the greeting and Logout (spec 000 §2 Header). */
export function Header() {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const online = useOnline();
  const name = greetingName(profile);
  return (
    <>
      <a href="#main-content" className="govuk-skip-link">
        Skip to main content
      </a>
      <header className="govuk-header nfa-header">
        <div className="govuk-header__container govuk-width-container nfa-header__bar">
          <Link to="/application-types" className="govuk-header__link govuk-header__link--homepage nfa-header__brand">
            <span className="nfa-header__logo" aria-hidden="true">
              NFA
            </span>
            National Fisheries Authority
          </Link>
          <nav aria-label="Account" className="nfa-header__nav">
            {token ? (
              <>
                {name && <span className="nfa-header__greeting">Hello, {name}</span>}
                <button
                  type="button"
                  className="govuk-button govuk-button--secondary nfa-header__button"
                  onClick={() => {
                    logout();
                    navigate("/login");
                  }}
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
      </header>
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
