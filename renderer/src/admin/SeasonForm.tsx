import { useEffect, useRef, useState } from "react";
import { TextField } from "../accounts/fields/TextField.tsx";
import { formProblems } from "../accounts/formProblems.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";

/** A closed season as GET /api/admin/species-seasons answers it. */
export interface Season {
  id: number;
  specie_name: string;
  start_date: string;
  end_date: string;
  description: string | null;
  start_date_shown: string;
  end_date_shown: string;
}

const REQUIRED = "This field is required";

/**
 * The inline edit form of one closed season (spec 000 §4 Admin: Edit opens it, Submit closes it on
 * success). The dates are date pickers showing the current year, as the table does; the server
 * keeps only the month and day. The species name is read-only. Focus moves to the form's heading.
 */
export function SeasonForm({ season, onCancel, onSaved }: { season: Season; onCancel: () => void; onSaved: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [start, setStart] = useState(season.start_date_shown);
  const [end, setEnd] = useState(season.end_date_shown);
  const [description, setDescription] = useState(season.description ?? "");
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const startError = checked && !start ? REQUIRED : null;
  const endError = checked && !end ? REQUIRED : null;
  const problems = formProblems(
    [
      { id: "season-start", name: "Closed Season Start Date", error: startError },
      { id: "season-end", name: "Closed Season End Date", error: endError },
    ],
    failure,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = async () => {
    setChecked(true);
    setAttempt((n) => n + 1);
    setFailure(null);
    if (!start || !end) return;
    try {
      const saved = await api.put<{ msg: string }>(`/admin/species-seasons/${season.id}`, { start_date: start, end_date: end, description });
      await onSaved(saved.msg);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The season could not be saved");
    }
  };
  return (
    <form
      className="nfa-admin-panel"
      aria-labelledby="season-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="govuk-heading-m" id="season-form-title" ref={heading} tabIndex={-1}>
        Edit the closed season of {season.specie_name}
      </h2>
      <ErrorSummaryBox problems={problems} attempt={`${attempt}:${failure ?? ""}`} />
      <TextField id="season-name" label="Specie Name" readOnly value={season.specie_name} error={null} onChange={() => undefined} />
      <TextField id="season-start" label="Closed Season Start Date" hint="Only the day and month are kept; the season repeats every year." type="date" required value={start} error={startError} onChange={setStart} />
      <TextField id="season-end" label="Closed Season End Date" type="date" required value={end} error={endError} onChange={setEnd} />
      <TextField id="season-description" label="Description" value={description} error={null} onChange={setDescription} />
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button">
          Submit
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
