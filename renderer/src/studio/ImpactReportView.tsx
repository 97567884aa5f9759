import { formatDate } from "../../../engine/dates/formatDate.ts";
import type { ImpactReport } from "../../../engine/impact/impactReport.ts";
import { affectedOf, applicationLine, groupNames, signedMoney, TALLY_READING, TALLY_ROWS, tallyFigure } from "../../../engine/impact/impactText.ts";
import { DataTable } from "../admin/DataTable.tsx";

/**
 * One replay of an edit over the stored applications (issue 24) in the CLI's words
 * (engine/impact/impactText.ts), so the studio and `npm run engine -- impact` read alike: the
 * tallies of drafts and submitted cases, the same by licence type and parish, and the affected
 * applications. `stale`: the editor's text is no longer the one replayed, said in words above the
 * figures so they are never read as the current edit's.
 */
export function ImpactReportView({ report, stale }: { report: ImpactReport; stale: boolean }) {
  return (
    <div className="nfa-studio-impact__report">
      {stale && (
        <div className="govuk-warning-text">
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">
            <span className="govuk-visually-hidden">Warning</span>
            This replay is of an earlier text: replay again
          </strong>
        </div>
      )}
      <h3 className="govuk-heading-s">
        {report.title} {report.to} (from {report.from}), judged on {formatDate(report.day)}
      </h3>
      <DataTable caption="Stored applications the edit reaches" captionSize="s" headers={["Figure", "Drafts", "Submitted"]} rowHeader={0} rows={TALLY_ROWS.map((row) => ({ key: row.key, cells: [row.label, tallyFigure(report.drafts, row), tallyFigure(report.submitted, row)] }))} />
      <p className="govuk-body-s">{TALLY_READING}</p>
      {report.groups.length > 0 && (
        <DataTable
          caption="By licence type and parish"
          captionSize="s"
          headers={["Licence type", "Parish", "Drafts affected", "Drafts revenue change", "Submitted affected", "Submitted revenue change"]}
          rowHeader={0}
          rows={report.groups.map((g) => {
            const { licenceType, parish } = groupNames(g);
            return { key: `${licenceType}\u0000${parish}`, cells: [licenceType, parish, affectedOf(g.drafts), signedMoney(g.drafts.revenueChangeCents), affectedOf(g.submitted), signedMoney(g.submitted.revenueChangeCents)] };
          })}
        />
      )}
      {report.applications.length ? (
        <>
          <h4 className="govuk-heading-s" id="studio-impact-affected">
            Affected applications
          </h4>
          <ul className="govuk-list govuk-list--bullet govuk-body-s" aria-labelledby="studio-impact-affected">
            {report.applications.map((a) => (
              <li key={`${a.state}:${a.id}`}>{applicationLine(a)}</li>
            ))}
          </ul>
          {report.leftOut > 0 && <p className="govuk-body-s">… and {report.leftOut} more (npm run engine -- impact --json lists every one)</p>}
        </>
      ) : (
        <p className="govuk-body">No stored application is affected.</p>
      )}
    </div>
  );
}
