import { useEffect, useState } from "react";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { downloadBase64 } from "./downloadBlob.ts";

interface DocumentRecord {
  id: number;
  file_name: string;
  document_type: string;
}

const KIND: Record<string, string> = {
  SUPPORTING_DOCUMENTS: "Required document",
  OTHER_SUPPORTING_DOCUMENTS: "Other document",
  CORRECTION_SUPPORTING_DOCUMENTS: "Sent with a correction",
};

/** The documents uploaded with an application, each downloadable (spec 000 §7 'Fetch a document'). */
export function UploadedDocuments({ tempTransId }: { tempTransId: string }) {
  const api = useApi();
  const [records, setRecords] = useState<DocumentRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<{ records: DocumentRecord[] }>(`/documents/uploaded-documents/${encodeURIComponent(tempTransId)}`)
      .then(({ records }) => live && setRecords(records))
      .catch(() => live && setRecords([]));
    return () => {
      live = false;
    };
  }, [api, tempTransId]);
  const download = async (record: DocumentRecord) => {
    try {
      const file = await api.post<{ ContentType: string; base64: string; downloadFileName: string }>(`/documents/${record.id}?temp_trans_id=${encodeURIComponent(tempTransId)}`);
      downloadBase64(file.base64, file.ContentType, file.downloadFileName);
      toast.success("File downloaded successfully");
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  if (records === null) return <p className="govuk-body" role="status">Loading the documents…</p>;
  if (!records.length) return <p className="govuk-body">No documents were uploaded with this application.</p>;
  return (
    <ul className="govuk-list">
      {records.map((record) => (
        <li key={record.id}>
          {record.file_name} <span className="govuk-hint govuk-!-display-inline">({KIND[record.document_type] ?? record.document_type})</span>{" "}
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0 nfa-no-print" onClick={() => void download(record)} aria-label={`Download ${record.file_name}`}>
            Download
          </button>
        </li>
      ))}
    </ul>
  );
}
