import { Link } from "react-router-dom";
import type { LicenceTransfer } from "../../../../engine/api/licenceTransferContract.ts";
import { ImportantBanner } from "../ImportantBanner.tsx";
import { tabPath } from "../tabs.ts";
import { TRANSFERS_SECTION } from "./TransfersProvider.tsx";
import { vesselText } from "./transferWords.ts";

/**
 * 'A licence is being transferred to you' (decision 0069): at the top of the new owner's
 * dashboard while transfers offered to them wait for their answer, naming each licence, its
 * vessel and its holder, with a link to where they confirm or decline it.
 */
export function IncomingTransfersBanner({ offered }: { offered: LicenceTransfer[] }) {
  return (
    <ImportantBanner heading={offered.length === 1 ? "A licence is being transferred to you" : `${offered.length} licences are being transferred to you`}>
      {offered.map((t) => (
        <p className="govuk-body nfa-break-words" key={t.id}>
          {t.from_name} has asked to transfer {t.licence_title} {t.licence_number} for the vessel {vesselText(t)} to you.
        </p>
      ))}
      <p className="govuk-body">
        <Link className="govuk-notification-banner__link" to={`${tabPath("licence-permit-tab")}#${TRANSFERS_SECTION}`}>
          Confirm or decline the transfer
        </Link>
      </p>
    </ImportantBanner>
  );
}
