import { useEffect, useState } from "react";
import type { UploadRecord } from "../../../engine/summary/uploadedDocuments.ts";
import { useApi } from "../api/ApiProvider.tsx";

/**
 * The files uploaded for an application (GET /api/documents/uploaded-documents/{tempTransId}),
 * null while they load, and asked for anew whenever the id or `enabled` changes (null again
 * meanwhile); none for no id. A refusal lists none rather than holding the page. Not `enabled`:
 * nothing is asked for, and null.
 */
export function useUploads(tempTransId: string | null, enabled = true): UploadRecord[] | null {
  const api = useApi();
  const [records, setRecords] = useState<UploadRecord[] | null>(null);
  useEffect(() => {
    setRecords(null);
    if (!enabled) return;
    if (!tempTransId) {
      setRecords([]);
      return;
    }
    let live = true;
    api
      .get<{ records: UploadRecord[] }>(`/documents/uploaded-documents/${encodeURIComponent(tempTransId)}`)
      .then(({ records: found }) => live && setRecords(found))
      .catch(() => live && setRecords([]));
    return () => {
      live = false;
    };
  }, [api, tempTransId, enabled]);
  return records;
}
