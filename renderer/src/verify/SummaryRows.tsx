/** A GOV.UK summary list of key and value pairs: the particulars the verify page's answers show (decisions 0039, 0067), and a licence transfer's (decision 0069). */
export function SummaryRows({ rows, className }: { rows: Array<[string, string]>; className?: string }) {
  return (
    <dl className={`govuk-summary-list${className ? ` ${className}` : ""}`}>
      {rows.map(([key, value]) => (
        <div className="govuk-summary-list__row" key={key}>
          <dt className="govuk-summary-list__key">{key}</dt>
          <dd className="govuk-summary-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
