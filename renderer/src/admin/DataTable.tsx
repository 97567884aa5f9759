import type { ReactNode } from "react";

/**
 * A GOV.UK table with its caption and column headers; below 40em each row stacks as a card, each
 * cell led by its column's name (issue 14: no sideways scrolling on a phone), and on wider screens
 * a table too wide still scrolls in its keyboard-reachable frame. Each row is its cells in header
 * order, the cell at `rowHeader` (if any) naming the row for screen readers. `hiddenCaption`: the
 * caption only names the table for screen readers, where a heading above already says it;
 * `captionSize` "s" for a table under a small heading (a panel's part), "m" otherwise.
 */
export function DataTable({ caption, headers, rows, rowHeader, hiddenCaption, captionSize = "m" }: { caption: string; headers: string[]; rows: Array<{ key: string | number; cells: ReactNode[] }>; rowHeader?: number; hiddenCaption?: boolean; captionSize?: "m" | "s" }) {
  return (
    <div className="nfa-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="govuk-table nfa-stack-table">
        <caption className={hiddenCaption ? "govuk-visually-hidden" : `govuk-table__caption govuk-table__caption--${captionSize}`}>{caption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {headers.map((header) => (
              <th key={header} scope="col" className="govuk-table__header">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {rows.map((row) => (
            <tr key={row.key} className="govuk-table__row">
              {row.cells.map((cell, i) =>
                i === rowHeader ? (
                  <th key={headers[i] ?? i} scope="row" className="govuk-table__header" data-label={headers[i]}>
                    {cell}
                  </th>
                ) : (
                  <td key={headers[i] ?? i} className="govuk-table__cell" data-label={headers[i]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
