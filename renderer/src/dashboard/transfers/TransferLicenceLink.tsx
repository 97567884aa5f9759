import { Link } from "react-router-dom";
import { useMyTransfers } from "./TransfersProvider.tsx";

/** The address of the page where the holder asks for a licence to be transferred. */
export const transferPath = (certificateId: number) => `/licence-transfer/${certificateId}`;

/**
 * 'Transfer this licence' beside a licence the server says may be transferred today (a type whose
 * definition allows it, in force, not revoked, no transfer open: decision 0069); a note where the
 * holder's transfer of it is open; nothing otherwise.
 */
export function TransferLicenceLink({ certificate }: { certificate: { id: number; propertiesMap: { FLIS_TransactionId: string } } }) {
  const transfers = useMyTransfers();
  if (transfers?.status !== "ready") return null;
  const open = transfers.value.transfers.some((t) => t.certificate_id === certificate.id && t.direction === "outgoing" && (t.status === "awaiting_new_owner" || t.status === "awaiting_approval"));
  if (open) return <p className="govuk-body-s govuk-!-margin-bottom-0">Transfer to a new owner asked for: see Licence transfers below.</p>;
  if (!transfers.value.transferable.includes(certificate.id)) return null;
  return (
    <p className="govuk-body-s govuk-!-margin-bottom-0">
      <Link className="govuk-link" to={transferPath(certificate.id)}>
        Transfer this licence<span className="govuk-visually-hidden"> {certificate.propertiesMap.FLIS_TransactionId}</span>
      </Link>
    </p>
  );
}
