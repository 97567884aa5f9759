import { useSession } from "../store/useSession.ts";

/** The server's address of a submission's PDF (GET /api/applications/{transNumber}/submission.pdf). */
export const submissionPdfPath = (transNumber: string, tempTransId?: string) => `/api/applications/${encodeURIComponent(transNumber)}/submission.pdf${tempTransId ? `?temp_trans_id=${encodeURIComponent(tempTransId)}` : ""}`;

/**
 * The PDF of a submitted application, fetched with the session's token (a plain link would not
 * carry it). A refusal comes as the API's envelope, whose message is thrown.
 */
export async function fetchSubmissionPdf(transNumber: string, tempTransId?: string): Promise<Blob> {
  const token = useSession.getState().token;
  const response = await fetch(submissionPdfPath(transNumber, tempTransId), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { data?: { msg?: string } } | null;
    throw new Error(envelope?.data?.msg ?? `The PDF could not be fetched (${response.status})`);
  }
  return new Blob([await response.arrayBuffer()], { type: "application/pdf" });
}
