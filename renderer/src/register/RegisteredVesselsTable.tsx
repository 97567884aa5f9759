import type { ReactNode } from "react";
import type { RegisteredVessel } from "../../../engine/api/vesselRegisterContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { DataTable } from "../admin/DataTable.tsx";
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

/** A date kept on one line where the table is wide (register.css). */
const day = (value: string) => <span className="nfa-register__day">{formatDate(value)}</span>;

const COLUMNS: Array<{ header: string; cell: (v: RegisteredVessel) => ReactNode }> = [
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
  { header: "Valid from", cell: (v) => day(v.valid_from) },
  { header: "Valid until", cell: (v) => day(v.valid_until) },
  { header: "Status", cell: (v) => <Status vessel={v} /> },
];

/**
 * One page of the register: each licence a row led by the vessel's name, with its number, home
 * port, licence, validity and status. On a phone each row stacks as a card, each value under its
 * column's name (DataTable's nfa-stack-table).
 */
export function RegisteredVesselsTable({ vessels, caption }: { vessels: RegisteredVessel[]; caption: string }) {
  // A licence has no public key of its own (its number is not shown, decision 0066): its place on the page is.
  const rows = vessels.map((vessel, i) => ({ key: i, cells: COLUMNS.map((column) => column.cell(vessel)) }));
  return <DataTable caption={caption} headers={COLUMNS.map((c) => c.header)} rows={rows} rowHeader={0} />;
}
