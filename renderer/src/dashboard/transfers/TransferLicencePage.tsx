import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { toast } from "../../layout/toast.ts";
import { formatDate } from "../../../../engine/dates/formatDate.ts";
import type { TransferAnswer } from "../../../../engine/api/licenceTransferContract.ts";
import { formProblems } from "../../accounts/formProblems.ts";
import { TextField } from "../../accounts/fields/TextField.tsx";
import { ApiError } from "../../api/apiClient.ts";
import { useApi } from "../../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { SummaryRows } from "../../verify/SummaryRows.tsx";
import { tabPath } from "../tabs.ts";
import { useIssuedCertificates } from "../useIssuedCertificates.ts";
import { TRANSFERS_SECTION } from "./TransfersProvider.tsx";

const FIELDS = {
  new_owner_email: { id: "new-owner-email", name: "New owner's email address", missing: "Enter the new owner's email address" },
  new_owner_number: { id: "new-owner-number", name: "New owner's NFA registration number or TRN", missing: "Enter the new owner's NFA registration number or TRN" },
} as const;
type Field = keyof typeof FIELDS;
const EMPTY: Record<Field, string | null> = { new_owner_email: null, new_owner_number: null };

/**
 * /licence-transfer/:certificateId (issue 29, decision 0069): the holder names the new owner by
 * their portal account's email address and NFA registration number or TRN, checks who that is
 * and what passes, and sends the request, which then waits for the new owner's confirmation.
 */
export function TransferLicencePage() {
  const api = useApi();
  const navigate = useNavigate();
  const certificateId = Number(useParams().certificateId);
  const certificates = useIssuedCertificates();
  const [answers, setAnswers] = useState<Record<Field, string>>({ new_owner_email: "", new_owner_number: "" });
  const [errors, setErrors] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [newOwner, setNewOwner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkHeading = useRef<HTMLHeadingElement>(null);
  // The check is a new screen on the same address: focus starts at its heading, as after a page change.
  useEffect(() => {
    if (newOwner !== null) checkHeading.current?.focus();
  }, [newOwner]);
  const certificate = certificates?.find((c) => c.id === certificateId);
  const back = `${tabPath("licence-permit-tab")}#${TRANSFERS_SECTION}`;
  if (certificates === null) return <p className="govuk-body" role="status">Loading your licence…</p>;
  if (!certificate) return <p className="govuk-body">Licence not found. <Link className="govuk-link" to={tabPath("licence-permit-tab")}>Go to your licences</Link></p>;
  const number = certificate.propertiesMap.FLIS_TransactionId;

  const send = async (checkOnly: boolean) => {
    setAttempt((n) => n + 1);
    setFailure(null);
    const missing = { new_owner_email: answers.new_owner_email.trim() ? null : FIELDS.new_owner_email.missing, new_owner_number: answers.new_owner_number.trim() ? null : FIELDS.new_owner_number.missing };
    setErrors(missing);
    if (missing.new_owner_email || missing.new_owner_number) return;
    setBusy(true);
    try {
      const answer = await api.post<TransferAnswer>(`/licences/${certificateId}/transfers`, { ...answers, check_only: checkOnly });
      if (checkOnly) return setNewOwner(answer.new_owner_name ?? "");
      toast.success(answer.msg);
      void navigate(back);
    } catch (error) {
      const shown = { ...EMPTY };
      for (const e of error instanceof ApiError ? error.errors : []) if (e.pointer.slice(1) in shown) shown[e.pointer.slice(1) as Field] = e.message;
      setNewOwner(null);
      setErrors(shown);
      if (!shown.new_owner_email && !shown.new_owner_number) setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const problems = formProblems((Object.keys(FIELDS) as Field[]).map((f) => ({ id: FIELDS[f].id, name: FIELDS[f].name, error: errors[f] })), failure);

  return (
    <>
      <Link className="govuk-back-link" to={tabPath("licence-permit-tab")} onClick={(e) => newOwner !== null && (e.preventDefault(), setNewOwner(null))}>
        Back
      </Link>
      <ErrorSummaryBox problems={problems} attempt={attempt} />
      <span className="govuk-caption-l">
        {certificate.propertiesMap.FLIS_Licence} {number}
      </span>
      {newOwner === null ? (
        <>
          <h1 className="govuk-heading-l">Transfer this licence to a new owner</h1>
          <p className="govuk-body">The new owner needs an account on this portal. They confirm the transfer in their own dashboard, then the NFA approves it. The licence stays yours until then, valid until {formatDate(certificate.propertiesMap.FLIS_DateofExpiration)}.</p>
          <form noValidate onSubmit={(e) => (e.preventDefault(), void send(true))}>
            <TextField {...FIELDS.new_owner_email} label={FIELDS.new_owner_email.name} required type="email" autoComplete="off" hint="The email address they sign in to the portal with" value={answers.new_owner_email} error={errors.new_owner_email} onChange={(v) => setAnswers({ ...answers, new_owner_email: v })} />
            <TextField {...FIELDS.new_owner_number} label={FIELDS.new_owner_number.name} required autoComplete="off" hint="As on their portal account, for example NFA-20931 or 123-456-789" className="govuk-input--width-20" value={answers.new_owner_number} error={errors.new_owner_number} onChange={(v) => setAnswers({ ...answers, new_owner_number: v })} />
            <button type="submit" className="govuk-button" disabled={busy}>
              Continue
            </button>
          </form>
        </>
      ) : (
        <>
          <h1 className="govuk-heading-l" tabIndex={-1} ref={checkHeading}>
            Check the transfer before you send it
          </h1>
          <SummaryRows
            rows={[
              ["Licence", `${certificate.propertiesMap.FLIS_Licence} ${number}`],
              ["Valid until", formatDate(certificate.propertiesMap.FLIS_DateofExpiration)],
              ["New owner", newOwner],
              ["Their email address", answers.new_owner_email.trim()],
              ["Their NFA registration number or TRN", answers.new_owner_number.trim()],
            ]}
          />
          <div className="govuk-warning-text">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              Once the new owner confirms and the NFA approves, the licence is theirs and no longer yours. You can withdraw the request until then.
            </strong>
          </div>
          <div className="govuk-button-group">
            <button type="button" className="govuk-button" disabled={busy} onClick={() => void send(false)}>
              Send the transfer request
            </button>
            <button type="button" className="govuk-button govuk-button--secondary" disabled={busy} onClick={() => setNewOwner(null)}>
              Change the new owner
            </button>
          </div>
        </>
      )}
    </>
  );
}
