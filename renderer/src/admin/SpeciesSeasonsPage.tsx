import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { monthDayText } from "./monthDayText.ts";

interface Season {
  id: number;
  specie_name: string;
  start_date: string;
  end_date: string;
  description: string | null;
  start_date_shown: string;
}

const MONTH_DAY = /^\d{2}-\d{2}$/;

/**
 * /admin/species-seasons (spec 000 §2): the closed seasons, each editable in place. Dates are
 * stored as month-day and shown with the current year; a saved change alters at once which
 * species the wizards offer.
 */
export function SpeciesSeasonsPage() {
  const api = useApi();
  const [seasons, setSeasons] = useState<Season[] | null>(null);
  const [editing, setEditing] = useState<Season | null>(null);
  const load = useCallback(() => api.get<Season[]>("/admin/species-seasons").then(setSeasons), [api]);
  useEffect(() => void load(), [load]);
  if (!seasons) return <p className="govuk-body" role="status">Loading…</p>;
  return (
    <>
      <h1 className="govuk-heading-xl">Species Seasons</h1>
      <table className="govuk-table">
        <caption className="govuk-table__caption govuk-table__caption--m">Closed seasons</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {["#", "Specie Name", "Closed Season Start Date", "Closed Season End Date", "Description", "Edit"].map((h) => (
              <th key={h} scope="col" className="govuk-table__header">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {seasons.map((season, index) => {
            const year = season.start_date_shown.slice(0, 4);
            return (
              <tr className="govuk-table__row" key={season.id}>
                <td className="govuk-table__cell">{index + 1}</td>
                <th scope="row" className="govuk-table__header">
                  {season.specie_name}
                </th>
                <td className="govuk-table__cell">{monthDayText(season.start_date, year)}</td>
                <td className="govuk-table__cell">{monthDayText(season.end_date, year)}</td>
                <td className="govuk-table__cell">{season.description}</td>
                <td className="govuk-table__cell">
                  <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => setEditing(season)}>
                    Edit <span className="govuk-visually-hidden">{season.specie_name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {editing && (
        <SeasonForm
          key={editing.id}
          season={editing}
          onCancel={() => setEditing(null)}
          onSaved={async (msg) => {
            toast.success(msg);
            setEditing(null);
            await load();
          }}
        />
      )}
    </>
  );
}

function SeasonForm({ season, onCancel, onSaved }: { season: Season; onCancel: () => void; onSaved: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [start, setStart] = useState(season.start_date);
  const [end, setEnd] = useState(season.end_date);
  const [description, setDescription] = useState(season.description ?? "");
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (value: string) => (!value ? "This field is required" : MONTH_DAY.test(value) ? null : "Enter the day as MM-DD, for example 08-08");
  const submit = async () => {
    setChecked(true);
    if (errorOf(start) || errorOf(end)) return;
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
      <h2 className="govuk-heading-m" id="season-form-title">
        Edit the closed season of {season.specie_name}
      </h2>
      {failure && (
        <p className="govuk-error-message" role="alert">
          {failure}
        </p>
      )}
      <TextField id="season-start" label="Closed Season Start Date" hint="Month and day, MM-DD (the year is not stored)" required value={start} error={checked ? errorOf(start) : null} onChange={setStart} />
      <TextField id="season-end" label="Closed Season End Date" hint="Month and day, MM-DD" required value={end} error={checked ? errorOf(end) : null} onChange={setEnd} />
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
