import { useState } from "react";
import { Link } from "react-router-dom";
import type { ContactAnswer, PendingContact } from "../../../engine/accounts/PendingContact.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ImportantBanner } from "./ImportantBanner.tsx";

/**
 * 'Confirm your email address' (issue 25, decision 0044): on the dashboard of an account whose
 * contact is not confirmed, what that means (it may apply; news of its applications stays on the
 * dashboard until then), where to type the code and a button that sends a new one.
 */
export function ConfirmContactBanner({ pending }: { pending: PendingContact }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const email = pending.channel === "email";

  async function resend() {
    setBusy(true);
    try {
      setSaid({ text: (await api.post<ContactAnswer>("/users/resend-verification")).msg, failed: false });
    } catch (failure) {
      setSaid({ text: (failure as Error).message, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ImportantBanner heading={email ? "Confirm your email address" : "Confirm your phone number"}>
      <p className="govuk-body nfa-break-words">
        We sent a link and a code to {pending.contact}. Until you confirm it, the portal sends you no {email ? "emails" : "text messages"} about your applications. You can still apply: every message is on the Notifications tab of this dashboard.
      </p>
      <div className="govuk-button-group">
        <Link to="/confirm-contact" className="govuk-button">
          Enter the code
        </Link>
        <button type="button" className="govuk-button govuk-button--secondary" disabled={busy} onClick={() => void resend()}>
          Send a new code
        </button>
      </div>
      <p className="govuk-body" role="status">
        {said && !said.failed ? said.text : ""}
      </p>
      {said?.failed && (
        <p className="govuk-error-message" role="alert">
          {said.text}
        </p>
      )}
    </ImportantBanner>
  );
}
