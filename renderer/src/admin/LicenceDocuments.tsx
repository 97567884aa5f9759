import { useEffect, useState } from "react";
import { toast } from "../layout/toast.ts";
import { downloadBlob } from "../dashboard/downloadBlob.ts";
import { fetchCertificatePdf, type CertificateKind } from "../dashboard/fetchCertificatePdf.ts";
import type { IssuedCertificate } from "../dashboard/useIssuedCertificates.ts";
import { DOWNLOADED } from "./downloadFile.ts";

const NAMES: Record<CertificateKind, string> = { licence: "Licence", card: "ID Card" };

/**
 * The Documents dialog's content (spec 000 §2 /admin/licences): Preview and Download Licence and,
 * when an ID card was issued with the licence, Preview and Download ID Card. A preview is the PDF
 * in a frame below the buttons (a blob URL, released when replaced or closed), in the same dialog.
 */
export function LicenceDocuments({ certificate }: { certificate: IssuedCertificate }) {
  const id = certificate.propertiesMap.FLIS_TransactionId;
  const [preview, setPreview] = useState<{ kind: CertificateKind; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);
  const open = async (kind: CertificateKind, action: "preview" | "download") => {
    setBusy(true);
    try {
      const pdf = await fetchCertificatePdf(id, kind, certificate.caseType);
      if (action === "preview") setPreview({ kind, url: URL.createObjectURL(pdf) });
      else {
        downloadBlob(pdf, `${kind === "card" ? "id-card" : "licence"}-${id}.pdf`);
        toast.success(DOWNLOADED);
      }
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const kinds: CertificateKind[] = certificate.has_id_card ? ["licence", "card"] : ["licence"];
  return (
    <>
      <p className="govuk-body">
        {certificate.propertiesMap.FLIS_Licence} {id}
      </p>
      <div className="govuk-button-group">
        {kinds.flatMap((kind) =>
          (["preview", "download"] as const).map((action) => (
            <button key={`${kind}-${action}`} type="button" className="govuk-button govuk-button--secondary" disabled={busy} onClick={() => void open(kind, action)}>
              {action === "preview" ? "Preview" : "Download"} {NAMES[kind]}
            </button>
          )),
        )}
      </div>
      {!certificate.has_id_card && <p className="govuk-body">No ID card was issued with this licence.</p>}
      {preview && <iframe src={preview.url} title={`${NAMES[preview.kind]} ${id}`} className="nfa-certificate-frame" />}
    </>
  );
}
