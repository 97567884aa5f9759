import { useState } from "react";
import { toast } from "../layout/toast.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { DataTable } from "./DataTable.tsx";
import { LoadState } from "./LoadState.tsx";
import { SeasonForm, type Season } from "./SeasonForm.tsx";
import { useAdminData } from "./useAdminData.ts";

const editButtonId = (season: Season) => `edit-season-${season.id}`;

/**
 * /admin/species-seasons (spec 000 §2, §3 'Species closed season'): the closed seasons, each
 * editable in place. Dates are stored as month-day and shown as the real dates of the season
 * running today or the next one, the end in the following year when the season wraps
 * ('8 August 2026' to '28 February 2027', decision 0021); a saved change alters at once which
 * species the wizards offer.
 */
export function SpeciesSeasonsPage() {
  const { data: seasons, error, reload } = useAdminData<Season[]>("/admin/species-seasons");
  const [editing, setEditing] = useState<Season | null>(null);
  if (!seasons) return <LoadState error={error} />;
  // Focus goes back to the Edit button the form was opened from.
  const close = (season: Season) => {
    setEditing(null);
    setTimeout(() => document.getElementById(editButtonId(season))?.focus(), 0);
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Species Seasons</h1>
      <p className="govuk-body">Each closed season repeats every year. The dates shown are those of the season running today, or of the next one.</p>
      <DataTable
        caption="Closed seasons"
        rowHeader={1}
        headers={["#", "Specie Name", "Closed Season Start Date", "Closed Season End Date", "Description", "Edit"]}
        rows={seasons.map((season, index) => ({
          key: season.id,
          cells: [
            index + 1,
            season.specie_name,
            formatDate(season.start_date_shown),
            formatDate(season.end_date_shown),
            season.description,
            <button key="edit" id={editButtonId(season)} type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" aria-expanded={editing?.id === season.id} onClick={() => setEditing(season)}>
              Edit <span className="govuk-visually-hidden">{season.specie_name}</span>
            </button>,
          ],
        }))}
      />
      {editing && (
        <SeasonForm
          key={editing.id}
          season={editing}
          onCancel={() => close(editing)}
          onSaved={async (msg) => {
            toast.success(msg);
            await reload();
            close(editing);
          }}
        />
      )}
    </>
  );
}
