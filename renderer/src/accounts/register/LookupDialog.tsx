import { useState, type FormEvent } from "react";
import { toast } from "../../layout/toast.ts";
import { useApi } from "../../api/ApiProvider.tsx";
import { checkNfaNumber, checkTrn, formatTrn } from "../checks.ts";
import { Dialog } from "../Dialog.tsx";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { TextField } from "../fields/TextField.tsx";
import { formProblems } from "../formProblems.ts";
import { MESSAGES } from "../messages.ts";
import type { LookupAnswer, LookupNumbers } from "./applyLookup.ts";
import { TRN_HINT } from "./registrationLabels.ts";

/** Spec 000 §9: the lookup times out after 15000 ms. */
export const LOOKUP_TIMEOUT_MS = 15_000;

/**
 * 'Submit Details' (spec 000 §2 /register step 2): the TRN and/or NFA registration number the
 * applicant said they have, and NIDS # (disabled: not yet looked up). Proceed looks the numbers up
 * and prefills the form ('Fill Form'); a failed lookup shows the server's message and lets the
 * applicant correct the numbers or continue with an empty form.
 */
export function LookupDialog(props: { askTrn: boolean; askNfa: boolean; onFound(numbers: LookupNumbers, answer: LookupAnswer | null): void; onCancel(): void }) {
  const { askTrn, askNfa, onFound, onCancel } = props;
  const api = useApi();
  const [trn, setTrn] = useState("");
  const [nfa, setNfa] = useState("");
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = {
    trn: askTrn ? (trn ? checkTrn(trn) : MESSAGES.required) : null,
    nfa: askNfa ? (nfa ? checkNfaNumber(nfa) : MESSAGES.required) : null,
  };
  const numbers: LookupNumbers = { ...(askTrn ? { taxation_registration_number: trn.trim() } : {}), ...(askNfa ? { nfa_registration_number: nfa.trim() } : {}) };

  const problems = formProblems(
    checked
      ? [
          { id: "lookup-trn", name: "TRN", error: errors.trn },
          { id: "lookup-nfa", name: "NFA Registration Number", error: errors.nfa },
        ]
      : [],
    failure,
  );

  async function proceed(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setAttempt((n) => n + 1);
    if (errors.trn || errors.nfa) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.post<LookupAnswer>("/users/lookup", numbers, LOOKUP_TIMEOUT_MS);
      toast.info(MESSAGES.fillForm);
      onFound(numbers, answer);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog id="submit-details" title="Submit Details" onClose={onCancel}>
      <form onSubmit={(e) => void proceed(e)} noValidate>
        <ErrorSummaryBox problems={problems} attempt={`${attempt}:${failure ?? ""}`} />
        {askTrn && <TextField id="lookup-trn" label="TRN" required hint={TRN_HINT} format={formatTrn} value={trn} error={checked ? errors.trn : null} onChange={setTrn} className="govuk-input--width-10" />}
        {askNfa && <TextField id="lookup-nfa" label="NFA Registration Number" required value={nfa} error={checked ? errors.nfa : null} onChange={setNfa} className="govuk-input--width-20" />}
        <TextField id="lookup-nids" label="NIDS #" value="" error={null} onChange={() => undefined} disabled hint="Lookup by NIDS number is not available yet." />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button" disabled={busy}>
            Proceed
          </button>
          {failure && (
            <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onFound(numbers, null)}>
              Continue without prefill
            </button>
          )}
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
