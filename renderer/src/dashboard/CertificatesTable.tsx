import { formatDate } from "../../../engine/dates/formatDate.ts";
import { useState } from "react";
import { toast } from "../layout/toast.ts";
import { TableHead } from "../accounts/TableHead.tsx";
import { CertificatePreview } from "./CertificatePreview.tsx";
import { downloadBlob } from "./downloadBlob.ts";
import { fetchCertificatePdf, type CertificateKind } from "./fetchCertificatePdf.ts";
import { LicenceHistory } from "./LicenceHistory.tsx";
import { RenewLicence } from "./RenewLicence.tsx";
import type { IssuedCertificate } from "./useIssuedCertificates.ts";
import { TransferLicenceLink } from "./transfers/TransferLicenceLink.tsx";
import { LicenceVariations } from "./variations/LicenceVariations.tsx";

const NAMES: Record<CertificateKind, string> = { licence: "Licence", card: "ID Card" };

const plural = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/**
 * Where a licence stands on the portal's day (decision 0055): revoked, expired, suspended (until
 * when and why: decision 0071), due for renewal (within its first reminder's days: the holder is
 * told what to do) or valid, with the days left.
 */
function LicenceStatus({ certificate: c }: { certificate: IssuedCertificate }) {
  if (c.revoked_at) return <strong className="govuk-tag govuk-tag--red">Revoked</strong>;
  if (c.days_left === undefined) return <strong className="govuk-tag govuk-tag--green">Issued</strong>;
  if (c.days_left < 0) return <strong className="govuk-tag govuk-tag--grey">Expired</strong>;
  if (c.suspension)
    return (
      <>
        <strong className="govuk-tag govuk-tag--yellow">Suspended</strong>
        <p className="govuk-body-s govuk-!-margin-bottom-0 nfa-break-words">
          {c.suspension.until ? `Valid again on ${formatDate(c.suspension.until)}` : "Not valid until the NFA lifts the suspension"}. Reason: {c.suspension.reason}
        </p>
      </>
    );
  if (c.renewal_due)
    return (
      <>
        <strong className="govuk-tag govuk-tag--yellow">{c.days_left === 0 ? "Expires today" : `Expires in ${plural(c.days_left)}`}</strong>
        <p className="govuk-body-s govuk-!-margin-bottom-0">Renew before {formatDate(c.propertiesMap.FLIS_DateofExpiration)}{c.renewable ? "." : ": apply for the same type and answer that it is a renewal."}</p>
      </>
    );
  return (
    <>
      <strong className="govuk-tag govuk-tag--green">Valid</strong>
      <p className="govuk-body-s govuk-!-margin-bottom-0">{plural(c.days_left)} left</p>
    </>
  );
}

/**
 * The issued licences and permits with their dates, each with Preview and Download of the licence
 * and, where one was issued with it, of the ID card (spec 000 §2 licence-permit-tab); a licence
 * staff have revoked says 'Revoked' (decision 0039), one suspended 'Suspended' with no Renew or
 * Transfer (decision 0071), the others how long they have left (decision 0055).
 */
export function CertificatesTable({ certificates }: { certificates: IssuedCertificate[] }) {
  const [preview, setPreview] = useState<{ title: string; pdf: Blob } | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async (certificate: IssuedCertificate, kind: CertificateKind, action: "preview" | "download") => {
    const id = certificate.propertiesMap.FLIS_TransactionId;
    setBusy(true);
    try {
      const pdf = await fetchCertificatePdf(id, kind, certificate.caseType);
      if (action === "preview") setPreview({ title: `${NAMES[kind]} ${id}`, pdf });
      else {
        downloadBlob(pdf, `${kind === "card" ? "id-card" : "licence"}-${id}.pdf`);
        toast.success("File downloaded successfully");
      }
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const button = (certificate: IssuedCertificate, kind: CertificateKind, action: "preview" | "download") => (
    <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-1" disabled={busy} onClick={() => void open(certificate, kind, action)} aria-label={`${action === "preview" ? "Preview" : "Download"} ${NAMES[kind]} ${certificate.propertiesMap.FLIS_TransactionId}`}>
      {action === "preview" ? "Preview" : "Download"} {NAMES[kind]}
    </button>
  );
  return (
    <>
      <div className="nfa-table-scroll">
        <table className="govuk-table nfa-stack-table">
          <caption className="govuk-table__caption govuk-table__caption--m">Issued licences and permits</caption>
          <TableHead headers={["Transaction #", "Licence", "Date of Issue", "Date of Expiration", "ID Card", "Status", "Documents"]} />
          <tbody className="govuk-table__body">
            {certificates.map((c) => (
              <tr className="govuk-table__row" key={c.id}>
                <td className="govuk-table__cell" data-label="Transaction #">{c.propertiesMap.FLIS_TransactionId}</td>
                <td className="govuk-table__cell" data-label="Licence">{c.propertiesMap.FLIS_Licence}</td>
                <td className="govuk-table__cell" data-label="Date of Issue">{formatDate(c.propertiesMap.FLIS_DateofIssue)}</td>
                <td className="govuk-table__cell" data-label="Date of Expiration">{formatDate(c.propertiesMap.FLIS_DateofExpiration)}</td>
                <td className="govuk-table__cell" data-label="ID Card">{c.has_id_card ? `${formatDate(c.propertiesMap.FLIS_IDCardDateofIssue)} to ${formatDate(c.propertiesMap.FLIS_IDCardDateofExpiry)}` : "NA"}</td>
                <td className="govuk-table__cell" data-label="Status">
                  <LicenceStatus certificate={c} />
                  <LicenceVariations certificateId={c.id} />
                  <TransferLicenceLink certificate={c} />
                  <LicenceHistory certificate={c} />
                </td>
                <td className="govuk-table__cell">
                  <RenewLicence certificate={c} /> {button(c, "licence", "preview")} {button(c, "licence", "download")}
                  {c.has_id_card && (
                    <>
                      {" "}
                      {button(c, "card", "preview")} {button(c, "card", "download")}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview && <CertificatePreview title={preview.title} pdf={preview.pdf} onClose={() => setPreview(null)} />}
    </>
  );
}
