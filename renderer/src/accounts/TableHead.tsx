import type { ReactNode } from "react";

/** A GOV.UK table's header row: one column header (scope="col") for each of `headers`, in order. */
export function TableHead({ headers }: { headers: readonly ReactNode[] }) {
  return (
    <thead className="govuk-table__head">
      <tr className="govuk-table__row">
        {headers.map((header, index) => (
          // The headers are fixed per table, so their place is a stable key.
          <th key={index} scope="col" className="govuk-table__header">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
