import { useEffect, useState } from "react";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { checkStatement, phoneToday, type StatementCheck } from "./checkStatement.ts";
import { KeptListStatus } from "./KeptListStatus.tsx";
import { SummaryRows } from "./SummaryRows.tsx";
import type { Kept } from "./useKept.ts";

/** The panel's words per verdict (decision 0067): the colours of the code's answers (decision 0039). */
const SAYS: Record<StatementCheck["verdict"], { title: string; body: string; className: string }> = {
  valid: { title: "Valid", body: "Signed by the National Fisheries Authority and in force.", className: "govuk-panel--confirmation" },
  expired: { title: "Expired", body: "Signed by the National Fisheries Authority, but no longer in force.", className: "nfa-panel--expired" },
  "not-yet-valid": { title: "Not yet valid", body: "Signed by the National Fisheries Authority, but not in force yet.", className: "nfa-panel--expired" },
  suspended: { title: "Not valid (suspended)", body: "The National Fisheries Authority has suspended this licence. It is not in force while suspended.", className: "nfa-panel--revoked" },
  revoked: { title: "Not valid (revoked)", body: "The National Fisheries Authority has revoked this licence. It is not in force.", className: "nfa-panel--revoked" },
  signature: { title: "Not valid (signature)", body: "The National Fisheries Authority did not sign this code, or it was changed. Do not accept the licence.", className: "nfa-panel--revoked" },
  unchecked: { title: "Not checked for revocation", body: "Signed by the National Fisheries Authority and in date, but this phone's revocation list does not cover it. Refresh the list with a signal.", className: "nfa-panel--expired" },
  "no-keys": { title: "Cannot check yet", body: "This phone does not have the key this licence was signed with. Open this page once with a signal, then check again.", className: "nfa-panel--expired" },
};

/** The statement's particulars: what the inspector compares with the licence and the person. */
function Particulars({ check }: { check: StatementCheck }) {
  const s = check.statement;
  if (!s) return null;
  const rows: Array<[string, string]> = [
    ["Name of holder", s.holder],
    ["Licence type", s.type],
    ["Licence number", s.licence],
    ["Valid from", formatDate(s.validFrom)],
    [check.verdict === "expired" ? "Expired on" : "Valid until", formatDate(s.validUntil)],
    ["Code under the QR code", s.id],
  ];
  return (
    <>
      <SummaryRows rows={rows} />
      <p className="govuk-body">Check that the name matches the person showing the licence, and the number and code match the paper.</p>
    </>
  );
}

/**
 * The answer for a licence's signed statement (/verify#<statement>, issue 29, decision 0067),
 * judged on the phone alone: signature, dates, the kept revocation list, and how old that list is.
 */
export function StatementVerification({ statement, kept }: { statement: string; kept: Kept }) {
  const [check, setCheck] = useState<StatementCheck | null>(null);

  useEffect(() => {
    if (!kept.kept) return;
    let live = true;
    void checkStatement(statement, kept.kept, phoneToday()).then((result) => live && setCheck(result));
    return () => {
      live = false;
    };
  }, [statement, kept.kept]);

  const says = check ? SAYS[check.verdict] : null;
  return (
    <>
      <div role="status">
        {says ? (
          <div className={`govuk-panel ${says.className}`}>
            <h2 className="govuk-panel__title">{says.title}</h2>
            <div className="govuk-panel__body">{says.body}</div>
          </div>
        ) : (
          <p className="govuk-body">Checking…</p>
        )}
      </div>
      {check && <Particulars check={check} />}
      <KeptListStatus kept={kept} />
    </>
  );
}
