import { UpdateBanner } from "../offline/UpdateBanner.tsx";
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { StatusDialog } from "../status/StatusDialog.tsx";
import { useSession } from "../store/useSession.ts";
import { MainNav } from "./MainNav.tsx";
import { RoleLink } from "./RoleLink.tsx";
import { greetingName, isOfficer } from "./sessionNames.ts";
import { useLoadProfile } from "./useLoadProfile.ts";
import { useOnline } from "./useOnline.ts";
import { unsent, useOutbox } from "../offline/useOutbox.ts";

// Shown only to an officer on the supporting officers' pages, which load their own chunk too: not
// part of the first download (issue 15, docs/decisions/0027).
const ViewYourAccounts = lazy(() => import("../dashboard/ViewYourAccounts.tsx").then((m) => ({ default: m.ViewYourAccounts })));

/** The id of the header's collapsible part, named by the Menu button's aria-controls. */
export const HEADER_MENU_ID = "nfa-header-menu";

/**
 * The header of every page (spec 000 §2 Header): logo and authority name; Log In and Create
 * Account, or the greeting and Logout with, beside them, staff's or officers' own area
 * (RoleLink) and, on the supporting officers' pages, View Your Accounts; the service links; the
 * 'Application Status' dialog; the 'You are offline' banner; and, while anything kept on this
 * phone waits to be sent, a banner leading to the outbox (issue 27). Below 40em the account and
 * service links fold behind a Menu button (GOV.UK's header pattern), so a phone opens on the
 * page rather than on four rows of links; it folds again when the page changes or on Escape.
 * (The last page, for login, is remembered by accounts/RememberLastPage.tsx in the layout.)
 */
export function Header() {
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const online = useOnline();
  const waiting = useOutbox((s) => unsent(s.items).length);
  const [statusOpen, setStatusOpen] = useState(false);
  // The page the menu was opened on: moving to another page folds it again.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const statusButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useLoadProfile();
  const name = token ? greetingName(profile) : null;
  // Spec 000 §2: 'View Your Accounts on supporting-officer pages' (the officer's page under /admin/supporting-officer).
  const officerPage = token && isOfficer(profile) && pathname.startsWith("/admin/supporting-officer");

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !menuOpen) return;
    setOpenedOn(null);
    menuButton.current?.focus();
  }

  return (
    <>
      <a href="#main-content" className="govuk-skip-link">
        Skip to main content
      </a>
      <header className="govuk-header nfa-header" onKeyDown={onMenuKeyDown}>
        <div className="govuk-width-container nfa-header__bar">
          <Link to="/home" className="govuk-header__link govuk-header__link--homepage nfa-header__brand">
            <span className="nfa-header__logo" aria-hidden="true">
              NFA
            </span>
            National Fisheries Authority
          </Link>
          <button ref={menuButton} type="button" className="nfa-header__menu-button" aria-controls={HEADER_MENU_ID} aria-expanded={menuOpen} onClick={() => setOpenedOn(menuOpen ? null : pathname)}>
            Menu
          </button>
          <div id={HEADER_MENU_ID} className={`nfa-header__menu${menuOpen ? " nfa-header__menu--open" : ""}`}>
            <nav aria-label="Account" className="nfa-header__nav">
              {token ? (
                <>
                  <RoleLink profile={profile} />
                  {officerPage && (
                    <Suspense fallback={null}>
                      <ViewYourAccounts className="nfa-header__button" />
                    </Suspense>
                  )}
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
            <MainNav onCheckStatus={() => setStatusOpen(true)} statusButtonRef={statusButton} />
          </div>
        </div>
      </header>
      <StatusDialog
        open={statusOpen}
        onClose={() => {
          setStatusOpen(false);
          statusButton.current?.focus();
        }}
      />
      <UpdateBanner />
      {/* One banner on a phone's small screen: offline, with what waits on the phone; or online, what is still to send. */}
      {!online && (
        <div className="govuk-notification-banner" role="alert">
          <div className="govuk-notification-banner__content">
            <p className="govuk-notification-banner__heading">You are offline</p>
            <p className="govuk-body govuk-!-margin-bottom-0">
              {waiting ? `${waitingWords(waiting)} saved on this phone, to be sent when you are back online. ` : pathname.startsWith("/verify") ? "Licences can still be checked: this phone keeps the Authority's key and revocation list." : "You can go on filling in your application: it is kept on this phone and sent when you are back online."}
              {waiting > 0 && <OutboxLink />}
            </p>
          </div>
        </div>
      )}
      {online && waiting > 0 && pathname !== "/outbox" && (
        <div className="govuk-notification-banner" role="region" aria-label="Saved on this phone">
          <div className="govuk-notification-banner__content">
            <p className="govuk-body govuk-!-margin-bottom-0">
              {waitingWords(waiting)} saved on this phone {waiting === 1 ? "is" : "are"} waiting to be sent. <OutboxLink />
            </p>
          </div>
        </div>
      )}
    </>
  );
}

const waitingWords = (n: number) => (n === 1 ? "1 item" : `${n} items`);

function OutboxLink() {
  return (
    <Link className="govuk-notification-banner__link" to="/outbox">
      See what is waiting
    </Link>
  );
}
