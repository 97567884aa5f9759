import { useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";

/** How an uploaded file appears on the printable form. */
export type PreviewKind = "image" | "pdf" | "none";

/** An uploaded file as the printable form shows it: a picture, a PDF to open, or its name only. */
export interface UploadedPreview {
  id: number;
  fileName: string;
  /** The document it was uploaded as (a definition's document key), null for other uploads. */
  documentKey: string | null;
  kind: PreviewKind;
  /** A data URL of the file for images and PDFs; null when it is neither or came too late. */
  url: string | null;
}

/** Spec 001 §2: upload previews on the printable form wait at most one second. */
export const PREVIEW_TIMEOUT_MS = 1000;

const withTimeout = <T,>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

const kindOf = (contentType: string): PreviewKind => (contentType.startsWith("image/") ? "image" : contentType === "application/pdf" ? "pdf" : "none");

type Record_ = { id: number; file_name: string; supporting_document_id: string | null };

/**
 * The documents uploaded for an application (GET /api/documents/uploaded-documents/:tempTransId,
 * owner only), each fetched for its preview; a file slower than a second is listed by name only,
 * so printing is never held up by one file. Null while loading.
 */
export function useUploadedPreviews(tempTransId: string | null): UploadedPreview[] | null {
  const api = useApi();
  const [previews, setPreviews] = useState<UploadedPreview[] | null>(null);
  useEffect(() => {
    if (!tempTransId) {
      setPreviews([]);
      return;
    }
    let live = true;
    void (async () => {
      const { records } = await api.get<{ records: Record_[] }>(`/documents/uploaded-documents/${encodeURIComponent(tempTransId)}`).catch(() => ({ records: [] as Record_[] }));
      const loaded = await Promise.all(
        records.map(async (record): Promise<UploadedPreview> => {
          const file = await withTimeout(api.post<{ ContentType: string; base64: string }>(`/documents/${record.id}?temp_trans_id=${encodeURIComponent(tempTransId)}`, {}), PREVIEW_TIMEOUT_MS).catch(() => null);
          const kind = file ? kindOf(file.ContentType) : "none";
          const url = file && kind !== "none" ? `data:${file.ContentType};base64,${file.base64}` : null;
          return { id: record.id, fileName: record.file_name, documentKey: record.supporting_document_id, kind, url };
        }),
      );
      if (live) setPreviews(loaded);
    })();
    return () => {
      live = false;
    };
  }, [api, tempTransId]);
  return previews;
}
