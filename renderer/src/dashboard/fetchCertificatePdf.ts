import { useSession } from "../store/useSession.ts";

/** Which document of an issued certificate (spec 000 §7 'Certificate download and preview'). */
export type CertificateKind = "licence" | "card";

/**
 * The PDF of an issued licence or ID card. The answer is a PDF, not the API's JSON envelope, so
 * it is fetched here with the session's token; a refusal still comes as the envelope, whose
 * message is thrown.
 */
export async function fetchCertificatePdf(transactionId: string, kind: CertificateKind, caseType: string): Promise<Blob> {
  const token = useSession.getState().token;
  const response = await fetch(`/api/bpm/case/documents/${encodeURIComponent(transactionId)}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ certificate_type: kind, case_type: caseType }),
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { data?: { msg?: string } } | null;
    throw new Error(envelope?.data?.msg ?? `The document could not be fetched (${response.status})`);
  }
  return new Blob([await response.arrayBuffer()], { type: "application/pdf" });
}
