import { formatDate } from "../../../engine/dates/formatDate.ts";
import { normalizeVerificationCode, NOT_A_CODE } from "../../../engine/certificates/verificationCode.ts";
import type { Verification } from "../../../engine/certificates/Verification.ts";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { KeptListStatus } from "./KeptListStatus.tsx";
import { StatementVerification } from "./StatementVerification.tsx";
import { SummaryRows } from "./SummaryRows.tsx";
import { useKept } from "./useKept.ts";

/** A compact JWS: three base64url parts (decision 0067). */
const STATEMENT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The signed statement in what was pasted or scanned: the QR code's whole address, or the statement alone; null for anything else. */
export function statementIn(text: string): string | null {
  const candidate = text.trim().split("#").pop() ?? "";
  return STATEMENT.test(candidate) ? candidate : null;
}

type Check = { state: "idle" } | { state: "checking" } | { state: "done"; verification: Verification } | { state: "failed"; message: string };

/** The panel's words per status: 'Valid', 'Expired', 'Not valid (suspended)', 'Revoked', and what an inspector should make of it. */
const SAYS: Record<Verification["status"], { title: string; body: string; className: string }> = {
  valid: { title: "Valid", body: "This document is genuine and in force.", className: "govuk-panel--confirmation" },
  expired: { title: "Expired", body: "This document was genuine but is no longer in force.", className: "nfa-panel--expired" },
  suspended: { title: "Not valid (suspended)", body: "The National Fisheries Authority has suspended this licence. It is not in force while suspended.", className: "nfa-panel--revoked" },
  revoked: { title: "Revoked", body: "The National Fisheries Authority has revoked this licence. It is not in force.", className: "nfa-panel--revoked" },
};

/** The answer for one code: the status in a panel, then the holder, the licence type and the expiry. */
function VerificationResult({ verification }: { verification: Verification }) {
  const says = SAYS[verification.status];
  const rows: Array<[string, string]> = [
    ["Name of holder", verification.holder_name],
    ["Licence type", verification.licence_type],
    ["Document", verification.document === "card" ? "ID card" : "Licence"],
    [verification.status === "expired" ? "Expired on" : "Valid until", formatDate(verification.expires_on)],
  ];
  return (
    <>
      <div className={`govuk-panel ${says.className}`}>
        <h2 className="govuk-panel__title">{says.title}</h2>
        <div className="govuk-panel__body">{says.body}</div>
      </div>
      <SummaryRows rows={rows} />
      <p className="govuk-body">Check that the name matches the person showing the document.</p>
    </>
  );
}

/**
 * /verify and /verify/:code (issue 17, decision 0039): anyone, with no login, checks a licence or
 * ID card by the code under its QR code. The ID card's QR code opens /verify/<code> and checks at
 * once with the server; /verify asks for the code. The answer says Valid, Expired, Not valid
 * (suspended) or Revoked with the holder's name, the licence type and the expiry, nothing more. A
 * licence's QR code opens /verify#<statement> (issue 29, decision 0067), judged on the phone with
 * no signal; the page keeps the keys and the revocation and suspension lists that takes (decision
 * 0071), fetched again whenever it opens with a signal.
 */
export function VerifyPage() {
  const api = useApi();
  const navigate = useNavigate();
  const { code = "" } = useParams();
  const statement = useLocation().hash.slice(1);
  const kept = useKept();
  const id = useId();
  const [typed, setTyped] = useState(code);
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ state: "idle" });

  useEffect(() => {
    if (!code) return setCheck({ state: "idle" });
    let live = true;
    setCheck({ state: "checking" });
    api
      .get<Verification>(`/verify/${encodeURIComponent(code)}`)
      .then((verification) => live && setCheck({ state: "done", verification }))
      .catch((failure: unknown) => live && setCheck({ state: "failed", message: failure instanceof ApiError ? failure.message : "The code could not be checked. Please try again." }));
    return () => {
      live = false;
    };
  }, [api, code]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const scanned = statementIn(typed);
    if (scanned) {
      setFormError(null);
      return void navigate(`/verify#${scanned}`);
    }
    const normal = normalizeVerificationCode(typed);
    setFormError(normal ? null : typed.trim() ? NOT_A_CODE : "Enter the verification code");
    if (normal) void navigate(`/verify/${normal}`);
  }

  return (
    <>
      {/* A code's page is titled by its code: each answer has a title of its own (decision 0017). */}
      <h1 className="govuk-heading-xl">{code ? `Verification code ${code}` : statement ? "Licence check" : "Check a licence or ID card"}</h1>
      {!code && !statement && <p className="govuk-body">Scan the QR code on the document, or enter the code printed under it. No login is needed.</p>}
      {statement && !code && <StatementVerification statement={statement} kept={kept} />}
      <div aria-live="polite">
        {check.state === "checking" && (
          <p className="govuk-body" role="status">
            Checking…
          </p>
        )}
        {check.state === "done" && <VerificationResult verification={check.verification} />}
        {check.state === "failed" && (
          <div className="govuk-warning-text" role="alert">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              Not verified. {check.message}
            </strong>
          </div>
        )}
      </div>
      <form onSubmit={submit} noValidate>
        <ErrorSummaryBox problems={formError ? [{ message: formError, field: `${id}-code`, name: "Verification code" }] : []} attempt={attempt} />
        <div className={`govuk-form-group${formError ? " govuk-form-group--error" : ""}`}>
          <label className="govuk-label govuk-label--s" htmlFor={`${id}-code`}>
            {code || statement ? "Check another code" : "Verification code"}
          </label>
          <div className="govuk-hint" id={`${id}-hint`}>
            Ten letters and numbers, for example 7KQ2M-XH9PA, or the address a licence&apos;s QR code gives
          </div>
          {formError && (
            <p className="govuk-error-message" id={`${id}-code__error`}>
              <span className="govuk-visually-hidden">Error:</span> {formError}
            </p>
          )}
          <input
            className={`govuk-input govuk-input--width-10${formError ? " govuk-input--error" : ""}`}
            id={`${id}-code`}
            name="code"
            type="text"
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="characters"
            value={typed}
            aria-describedby={`${id}-hint${formError ? ` ${id}-code__error` : ""}`}
            aria-invalid={formError ? true : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="govuk-button">
          Check
        </button>
      </form>
      {/* On the statement's page the list's age sits under its answer; here it shows the phone is ready for no signal. */}
      {!code && !statement && <KeptListStatus kept={kept} />}
    </>
  );
}
