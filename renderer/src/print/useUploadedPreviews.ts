import { useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";

/** An uploaded file as the printable form shows it: an image when it is one and loads in time. */
export interface UploadedPreview {
  id: number;
  fileName: string;
  /** A data URL for images; null for other files or when the preview did not come in time. */
  image: string | null;
}

/** Spec 001 §2: upload previews on the printable form wait at most one second. */
export const PREVIEW_TIMEOUT_MS = 1000;

const withTimeout = <T,>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/**
 * The documents uploaded for an application, each with an image preview when it is a picture;
 * a preview slower than a second is left out so printing is never held up by one file.
 */
export function useUploadedPreviews(tempTransId: string | null): UploadedPreview[] | null {
  const api = useApi();
  const [previews, setPreviews] = useState<UploadedPreview[] | null>(null);
  useEffect(() => {
    if (!tempTransId) return;
    let live = true;
    void (async () => {
      const { records } = await api.get<{ records: Array<{ id: number; file_name: string }> }>(`/documents/uploaded-documents/${encodeURIComponent(tempTransId)}`).catch(() => ({ records: [] }));
      const loaded = await Promise.all(
        records.map(async (record): Promise<UploadedPreview> => {
          const file = await withTimeout(api.post<{ ContentType: string; base64: string }>(`/documents/${record.id}`, {}), PREVIEW_TIMEOUT_MS).catch(() => null);
          const image = file && file.ContentType.startsWith("image/") ? `data:${file.ContentType};base64,${file.base64}` : null;
          return { id: record.id, fileName: record.file_name, image };
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
