import { useState } from "react";
import type { Assignee, CaseQueueRow } from "../../../engine/cases/caseQueueContract.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { OptionSelect } from "./OptionSelect.tsx";
import { useCaseAction } from "./useCaseAction.ts";

/**
 * Assigning a case (issue 17): to oneself in one click, or to a staff member chosen from the
 * list (or to no one); the server records who assigned it to whom, and when, in the history.
 */
export function CaseAssignForm({ row, staff, onDone }: { row: CaseQueueRow; staff: Assignee[]; onDone: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [chosen, setChosen] = useState(row.assigned_to ? String(row.assigned_to.id) : "none");
  const action = useCaseAction("The case could not be assigned");
  const assign = (assignee: number | "me" | "none") => action.run([], async () => onDone((await api.post<{ msg: string }>(`/admin/cases/${row.id}/assign`, { assignee })).msg));
  return (
    <form
      noValidate
      aria-label="Assign the case"
      onSubmit={(event) => {
        event.preventDefault();
        void assign(chosen === "none" ? "none" : Number(chosen));
      }}
    >
      <ErrorSummaryBox problems={action.problems} attempt={action.attempt} />
      <p className="govuk-body">Assigned to: {row.assigned_to?.name ?? "no one"}</p>
      <button type="button" className="govuk-button govuk-button--secondary" disabled={action.busy} onClick={() => void assign("me")}>
        Assign to me
      </button>
      <OptionSelect id="case-assignee" label="Assign to" value={chosen} options={[{ value: "none", label: "No one" }, ...staff.map((s) => ({ value: String(s.id), label: s.name }))]} onChange={setChosen} />
      <button type="submit" className="govuk-button" disabled={action.busy}>
        Assign
      </button>
    </form>
  );
}
