import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router-dom";
import { NOT_A_CONFIRMATION_CODE, type ContactAnswer } from "../../../../engine/accounts/PendingContact.ts";
import { normalizeVerificationCode } from "../../../../engine/certificates/verificationCode.ts";
import { useApi } from "../../api/ApiProvider.tsx";
import { useRefreshProfile } from "../../dashboard/useRefreshProfile.ts";
import { useSession } from "../../store/useSession.ts";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { TextField } from "../fields/TextField.tsx";

const FIELD = "confirm-code";

/** The panel once confirmed, and where to go next. */
function Confirmed({ answer }: { answer: ContactAnswer }) {
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <>
      <div className="govuk-panel govuk-panel--confirmation">
        <h2 className="govuk-panel__title">{answer.msg}</h2>
      </div>
      <p className="govuk-body">The portal will now tell you about your applications by {answer.channel === "email" ? "email" : "text message"}, as well as on your dashboard.</p>
      <p className="govuk-body">{signedIn ? <Link to="/profile" className="govuk-link">Go to your dashboard</Link> : <Link to="/login" className="govuk-link">Log in</Link>}</p>
    </>
  );
}

/**
 * /confirm-contact and /confirm-contact/:code (issue 25, decision 0044): the link of the fixed
 * confirmation message opens this page with its code filled in, and the contact is confirmed only
 * when the person chooses Confirm, so a mail scanner following the link confirms nothing. Without
 * a code in the address, the code from a text message is typed here. No login is needed.
 */
export function ConfirmContactPage() {
  const api = useApi();
  const refreshProfile = useRefreshProfile();
  const { code = "" } = useParams();
  const [typed, setTyped] = useState(code);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ContactAnswer | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const normal = normalizeVerificationCode(typed);
    if (!normal) return setError(typed.trim() ? NOT_A_CONFIRMATION_CODE : "Enter the confirmation code");
    setBusy(true);
    setError(null);
    try {
      const confirmed = await api.post<ContactAnswer>("/users/verify-contact", { code: normal });
      // A signed-in user's dashboard loses its banner before the link to it is shown.
      if (useSession.getState().token) await refreshProfile().catch(() => undefined);
      setAnswer(confirmed);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {/* Titled apart (decision 0017), and never by the code: an address bar's secret stays out of titles and history lists. */}
        <h1 className="govuk-heading-l">{code ? "Confirm your contact details" : "Enter your confirmation code"}</h1>
        {answer ? (
          <Confirmed answer={answer} />
        ) : (
          <>
            <p className="govuk-body">{code ? "Choose Confirm to confirm the email address or phone number this code was sent to." : "Enter the code from the email or text message the portal sent you."}</p>
            <ErrorSummaryBox problems={error ? [{ message: error, field: FIELD, name: "Confirmation code" }] : []} attempt={`${attempt}:${error ?? ""}`} />
            <form onSubmit={(e) => void submit(e)} noValidate>
              <TextField id={FIELD} label="Confirmation code" required hint="Ten letters and numbers, for example 7KQ2M-XH9PA" autoComplete="one-time-code" className="govuk-input--width-10" value={typed} error={error} onChange={setTyped} />
              <button type="submit" className="govuk-button" disabled={busy}>
                Confirm
              </button>
            </form>
            <p className="govuk-body">No code, or has it expired? Log in and choose Send a new code on your dashboard.</p>
          </>
        )}
      </div>
    </div>
  );
}
