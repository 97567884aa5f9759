import { useEffect, useState } from "react";
import type { UploadRecord } from "../../../engine/summary/uploadedDocuments.ts";
import { useApi } from "../api/ApiProvider.tsx";
import type { SeenUpload } from "../offline/deviceStore.ts";
import { rememberUploads, seenUploads } from "../offline/keptUploads.ts";

/**
 * The files uploaded for an application (GET /api/documents/uploaded-documents/{tempTransId}),
 * null while they load, and asked for anew whenever the id or `enabled` changes (null again
 * meanwhile); none for no id. With no signal, the list last answered, kept on the phone; a refusal
 * lists none rather than holding the page. Not `enabled`:
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
      .then(({ records: found }) => {
        if (live) setRecords(found);
        void rememberUploads(tempTransId, found as SeenUpload[]).catch(() => undefined);
        return null;
      })
      // No signal: the files the server last listed, kept on the phone (issue 27); none otherwise.
      .catch(() => seenUploads(tempTransId).catch(() => []))
      .then((seen) => live && seen && setRecords(seen));
    return () => {
      live = false;
    };
  }, [api, tempTransId, enabled]);
  return records;
}
