import type { OfficerRequest } from "../../../engine/api/officerRequestsContract.ts";
import { useState } from "react";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { DialogForm } from "./DialogForm.tsx";

/** What the request asks, in words: the role, or the applicant the officer would act for. */
export const requestText = (r: OfficerRequest): string =>
  r.kind === "appointment" ? `Officer registration as ${r.supporting_officer_role ?? "officer"}` : `Claim of ${r.applicant_name ?? r.nfa_registration_number ?? r.entity_number ?? "an applicant"} (${r.entity_number ?? "no entity number"})`;

const CHECK_ID = "officer-request-checked";
const CHECK = { appointment: "I have checked that this person is an officer of the Authority", claim: "I have checked that this officer acts for this applicant" } as const;
const MUST_CHECK = "Confirm that you have checked the request before approving it";

/**
 * Confirms a decision on one request (decision 0013). Approving asks staff to tick that they
 * checked it; a missing tick or a refusal by the server shows in an error summary that takes focus
 * and links to the box.
 */
export function OfficerRequestDialog({ request, decision, onClose, onDecided }: { request: OfficerRequest; decision: "approved" | "refused"; onClose: () => void; onDecided: (msg: string) => void }) {
  const api = useApi();
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<{ text: string; field: boolean; attempt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const approving = decision === "approved";
  const who = request.officer_name ?? request.officer_email ?? "this officer";
  const submit = async () => {
    if (approving && !checked) {
      setProblem({ text: MUST_CHECK, field: true, attempt: (problem?.attempt ?? 0) + 1 });
      return;
    }
    setBusy(true);
    try {
      onDecided((await api.put<{ msg: string }>(`/admin/officer-requests/${request.id}`, { decision })).msg);
    } catch (failure) {
      setProblem({ text: failure instanceof ApiError ? failure.message : "The request could not be decided", field: false, attempt: (problem?.attempt ?? 0) + 1 });
      setBusy(false);
    }
  };
  const fieldError = problem?.field ? problem.text : null;
  const failure = problem && !problem.field ? problem.text : null;
  return (
    <DialogForm
      id="officer-request"
      title={`${approving ? "Approve" : "Refuse"}: ${requestText(request)} by ${who}`}
      description={approving ? (request.kind === "appointment" ? "The account gets the officer role and is signed out everywhere." : "The officer may then act for this applicant and read their applications.") : "Nothing changes for the account; the officer may ask again."}
      submitLabel={approving ? "Approve" : "Refuse"}
      busy={busy}
      error={failure}
      problems={fieldError ? [{ message: fieldError, field: CHECK_ID }] : []}
      attempt={problem?.attempt}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {approving && (
        <div className={`govuk-form-group${fieldError ? " govuk-form-group--error" : ""}`}>
          <ErrorMessage id={CHECK_ID} errors={fieldError ? [fieldError] : []} />
          <div className="govuk-checkboxes govuk-checkboxes--small">
            <div className="govuk-checkboxes__item">
              <input className="govuk-checkboxes__input" id={CHECK_ID} type="checkbox" checked={checked} aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? `${CHECK_ID}__error` : undefined} onChange={(e) => setChecked(e.target.checked)} />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={CHECK_ID}>
                {CHECK[request.kind]}
              </label>
            </div>
          </div>
        </div>
      )}
    </DialogForm>
  );
}
