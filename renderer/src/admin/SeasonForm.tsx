import { useEffect, useRef, useState } from "react";
import { monthDay } from "../../../engine/dates/monthDay.ts";
import { DateField } from "../accounts/fields/DateField.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { formProblems } from "../accounts/formProblems.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";

/** A closed season as GET /api/admin/species-seasons answers it. */
export interface Season {
  id: number;
  specie_name: string;
  /** Month-day as stored, MM-DD; '02-29' stands for the end of February. */
  start_date: string;
  end_date: string;
  description: string | null;
  /** The dates of the season running today, else of the next one (decision 0021). */
  start_date_shown: string;
  end_date_shown: string;
}

const REQUIRED = "This field is required";
/** The server's text for a day no year has (server/routes/api/admin/speciesSeasons.ts). */
const NOT_A_DATE = "Not a valid date";
/** Whether 'MM-DD' is a day some year has (29 February is: the end of February). */
const realMonthDay = (text: string) => /^\d{2}-\d{2}$/.test(text) && monthDay(text) !== null;
const dayError = (text: string, checked: boolean) => (!checked ? null : !text ? REQUIRED : realMonthDay(text) ? null : NOT_A_DATE);

/**
 * The inline edit form of one closed season (spec 000 §4 Admin: Edit opens it, Submit closes it on
 * success). The server keeps only the month and day, so the form asks for a day and a month (the
 * GOV.UK date input without a year) filled from the stored month-day: an unchanged Submit sends
 * back exactly what is stored ('02-29' stays '02-29', decision 0021). The species name is
 * read-only. Focus moves to the form's heading.
 */
export function SeasonForm({ season, onCancel, onSaved }: { season: Season; onCancel: () => void; onSaved: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [start, setStart] = useState(season.start_date);
  const [end, setEnd] = useState(season.end_date);
  const [description, setDescription] = useState(season.description ?? "");
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const startError = dayError(start, checked);
  const endError = dayError(end, checked);
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
    if (dayError(start, true) || dayError(end, true)) return;
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
      <DateField id="season-start" label="Closed Season Start Date" hint="The season repeats every year, so only the day and month are kept. For example, 8 8 for 8 August." required withYear={false} value={start} error={startError} onChange={setStart} />
      <DateField id="season-end" label="Closed Season End Date" hint="29 2 stands for the end of February: 28 February in a common year." required withYear={false} value={end} error={endError} onChange={setEnd} />
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
