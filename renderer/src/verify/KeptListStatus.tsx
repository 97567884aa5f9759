import { formatDate } from "../../../engine/dates/formatDate.ts";
import { useOnline } from "../layout/useOnline.ts";
import type { Kept } from "./useKept.ts";

const DAY_MS = 86_400_000;
/** Past this a kept list is called out: a week of revocations an inspector cannot see. */
const STALE_DAYS = 7;

/** How many whole days old a list made at `from` (ISO) is at `now`. */
export const listAgeDays = (from: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(from)) / DAY_MS));

/** How old a list of `days` days is, in words. */
const inWords = (days: number) => (days === 0 ? "less than a day old" : `${days} ${days === 1 ? "day" : "days"} old`);

/**
 * How old the revocation list this phone judges with is, and a button to fetch it again when
 * there is a signal (decision 0067): a licence revoked after the list was made still shows as
 * valid with no signal, so the inspector is told the list's date, not left to assume it is current.
 */
export function KeptListStatus({ kept }: { kept: Kept }) {
  const online = useOnline();
  const { listFrom, refreshing, problem } = kept;
  const days = listFrom ? listAgeDays(listFrom, Date.now()) : 0;
  return (
    <section className="nfa-kept-list" aria-labelledby="kept-list-heading">
      <h2 className="govuk-heading-s" id="kept-list-heading">
        Checking with no signal
      </h2>
      <p className="govuk-body" data-testid="kept-list-age">
        {listFrom ? `Revocation list from ${formatDate(listFrom)} (${inWords(days)}).` : "This phone has no revocation list yet."} A licence revoked or suspended after the lists were made still shows as valid here.
      </p>
      {listFrom && days >= STALE_DAYS && (
        <div className="govuk-warning-text">
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">
            <span className="govuk-visually-hidden">Warning</span>
            The list is more than a week old. Refresh it when you have a signal.
          </strong>
        </div>
      )}
      {problem && (
        <p className="govuk-error-message" role="alert">
          <span className="govuk-visually-hidden">Error:</span> {problem}
        </p>
      )}
      {online ? (
        <button type="button" className="govuk-button govuk-button--secondary" disabled={refreshing} aria-disabled={refreshing || undefined} onClick={() => void kept.refresh()}>
          {refreshing ? "Refreshing the revocation list…" : "Refresh the revocation list"}
        </button>
      ) : (
        <p className="govuk-body">No signal: refresh the list when there is one.</p>
      )}
    </section>
  );
}
