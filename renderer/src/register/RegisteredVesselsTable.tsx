import type { ReactNode } from "react";
import type { RegisteredVessel } from "../../../engine/api/vesselRegisterContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { STATUS_WORDS } from "./statusWords.ts";

const NOT_GIVEN = "Not given";

/** A licence's status as a coloured tag; a revoked one says since when. */
function Status({ vessel }: { vessel: RegisteredVessel }) {
  const words = STATUS_WORDS[vessel.status];
  return (
    <>
      <strong className={`govuk-tag govuk-tag--${words.tone}`}>{words.label}</strong>
      {vessel.revoked_on && <span className="govuk-body-s nfa-register__since">since {formatDate(vessel.revoked_on)}</span>}
    </>
  );
}

// `day`: a date kept on one line where the table is wide (register.css).
const COLUMNS: Array<{ header: string; cell: (v: RegisteredVessel) => ReactNode; day?: true }> = [
  { header: "Vessel name", cell: (v) => v.vessel_name ?? NOT_GIVEN },
  { header: "Registration number", cell: (v) => v.registration ?? NOT_GIVEN },
  { header: "Home port", cell: (v) => v.home_port ?? NOT_GIVEN },
  {
    header: "Licence",
    cell: (v) => (
      <>
        {v.licence_type}
        {v.licence_category && <span className="govuk-body-s nfa-register__category">{v.licence_category}</span>}
      </>
    ),
  },
  { header: "Valid from", cell: (v) => formatDate(v.valid_from), day: true },
  { header: "Valid until", cell: (v) => formatDate(v.valid_until), day: true },
  { header: "Status", cell: (v) => <Status vessel={v} /> },
];

/**
 * One page of the register: each licence a row led by the vessel's name, with its number, home
 * port, licence, validity and status. On a phone each row stacks as a card, each value under its
 * column's name (nfa-stack-table).
 */
export function RegisteredVesselsTable({ vessels, caption }: { vessels: RegisteredVessel[]; caption: string }) {
  return (
    <div className="nfa-table-scroll">
      <table className="govuk-table nfa-stack-table nfa-register">
        <caption className="govuk-table__caption govuk-table__caption--m">{caption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {COLUMNS.map((column) => (
              <th key={column.header} scope="col" className="govuk-table__header">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {vessels.map((vessel, row) => (
            <tr key={`${vessel.registration ?? ""}-${vessel.valid_from}-${row}`} className="govuk-table__row">
              {COLUMNS.map((column, i) =>
                i === 0 ? (
                  <th key={column.header} scope="row" className="govuk-table__header" data-label={column.header}>
                    {column.cell(vessel)}
                  </th>
                ) : (
                  <td key={column.header} className={`govuk-table__cell${column.day ? " nfa-register__day" : ""}`} data-label={column.header}>
                    {column.cell(vessel)}
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
