import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiProvider.tsx";
import { ownerOf, unsent, useOutbox } from "../../offline/useOutbox.ts";
import { useSession } from "../../store/useSession.ts";

/**
 * /logout (spec 000 §2, §4 Session): asks the server to end the session on every instance
 * (decision 0052), then clears the token, profile and application and goes to /login at once,
 * without waiting: offline, or whatever the server answers, the browser is logged out. What the
 * account kept on this phone goes with it (decision 0065, a shared phone); when some of it was
 * never sent, the person is asked first, since logging out would lose it.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const api = useApi();
  const owner = ownerOf(useSession.getState().profile);
  // Read from the page's view of the outbox, so a logout with nothing unsent is as immediate as ever.
  const [unsentCount] = useState(() => unsent(useOutbox.getState().items).length);

  /** Logs out; `everything`: the items never sent go too (the person said so), else only receipts and cached lists. */
  function logOut(everything: boolean) {
    // The client reads the token when the call starts, so it is sent before the local logout clears it.
    if (useSession.getState().token) api.post("/users/logout").catch(() => undefined);
    void import("../../offline/outbox.ts").then(({ forgetOwner }) => forgetOwner(owner, everything)).catch(() => undefined);
    useSession.getState().logout();
    navigate("/login", { replace: true });
  }

  useEffect(() => {
    if (!unsentCount) logOut(false);
  }, []);

  if (!unsentCount)
    return (
      <p className="govuk-body" role="status">
        Logging out…
      </p>
    );
  return (
    <>
      <h1 className="govuk-heading-l">{unsentCount === 1 ? "1 item on this phone has not been sent" : `${unsentCount} items on this phone have not been sent`}</h1>
      <p className="govuk-body">What you saved, attached or submitted with no signal is still on this phone. If you log out now, it is removed from this phone and never sent.</p>
      <p className="govuk-body">Stay logged in and it is sent when you are back online.</p>
      <div className="govuk-button-group">
        <Link className="govuk-button" to="/outbox">
          Stay logged in
        </Link>
        <button type="button" className="govuk-button govuk-button--warning" onClick={() => logOut(true)}>
          Log out and remove them
        </button>
      </div>
    </>
  );
}
