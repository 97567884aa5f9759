import { useState, type FormEvent } from "react";
import { readDate } from "../../../engine/dates/readDate.ts";
import { DateField } from "../accounts/fields/DateField.tsx";
import { ImpactReportView } from "./ImpactReportView.tsx";
import { lastImpact, useStudioImpact, type ImpactState } from "./useStudioImpact.ts";

export interface ImpactPanelProps {
  /** The preview of the checked text and that text; null while the edit is being checked or does not lint clean. */
  checked: { previewId: string; text: string } | null;
  /** Why there is nothing to replay yet, when `checked` is null. */
  notReady: string;
  /** The editor's text now: a replay of another text is marked as earlier. */
  text: string;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the live region says: the replay running, the server's words when it failed, what it read when done. */
function statusOf(state: ImpactState): string {
  if (state.status === "replaying") return "Replaying…";
  if (state.status === "failed") return state.message;
  if (state.status === "idle") return "";
  const { drafts, submitted } = state.impact.report;
  return `Replayed over ${counted(drafts.applications, "draft", "drafts")} and ${counted(submitted.applications, "submitted application", "submitted applications")}.`;
}

/** A calendar day typed in full ('YYYY-MM-DD' that exists), as the server's `today` takes it. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && readDate(value) !== null;

/**
 * Impact on applications in progress (issue 24): on request, the checked edit replayed over the
 * stored drafts and submitted cases of its type, judged on a day the analyst may choose. Only a
 * checked text can be replayed (the server replays its preview), so the button waits for the check;
 * the answer stays on screen when the text changes, marked as of an earlier text.
 */
export function ImpactPanel({ checked, notReady, text }: ImpactPanelProps) {
  const { state, replay } = useStudioImpact();
  const [day, setDay] = useState("");
  const [dayError, setDayError] = useState<string | null>(null);
  const shown = lastImpact(state);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) return;
    if (day && !isDay(day)) {
      setDayError("Judge on must be a real date, for example 22 11 2026");
      return;
    }
    setDayError(null);
    replay(checked.previewId, checked.text, day || undefined);
  };
  const replaying = state.status === "replaying";
  return (
    <div className="nfa-studio-impact">
      <p className="govuk-body">Replays the checked edit over the stored drafts and submitted applications of this type, and counts whom it reaches and what it does to their fees.</p>
      <form noValidate onSubmit={submit}>
        <DateField id="studio-impact-day" label="Judge on" hint="Leave empty for the day the edit takes effect" value={day} onChange={setDay} error={dayError} />
        <button type="submit" className="govuk-button" disabled={!checked || replaying} aria-describedby={checked ? undefined : "studio-impact-not-ready"}>
          Replay over stored applications
        </button>
        {!checked && (
          <p className="govuk-hint" id="studio-impact-not-ready">
            {notReady}
          </p>
        )}
      </form>
      <p className="govuk-body" role="status" aria-live="polite" id="studio-impact-status">
        {statusOf(state)}
      </p>
      {shown && <ImpactReportView report={shown.report} stale={shown.text !== text} />}
    </div>
  );
}
