import { useEffect, useState } from "react";
import type { CaseFile } from "../../../engine/cases/caseFileContract.ts";
import { useApi } from "../api/ApiProvider.tsx";

type Shown = { id: number; url: string | null; kind: "image" | "pdf" | "other" };

const kindOf = (contentType: string): Shown["kind"] => (contentType.startsWith("image/") ? "image" : contentType === "application/pdf" ? "pdf" : "other");

/** The file of a document as a blob URL, from the staff download route (POST /api/documents/{id}). */
async function fetchBlobUrl(api: ReturnType<typeof useApi>, id: number): Promise<string> {
  const file = await api.post<{ ContentType: string; base64: string }>(`/documents/${id}`, {});
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: file.ContentType }));
}

/**
 * A case's documents with their previews inline (issue 17): pictures drawn, PDFs embedded with a
 * link to open them on their own, anything else by name with a link to open it. Each is labelled
 * with the document it was uploaded as (the definition's name). Blob URLs are released on leaving.
 */
export function CaseDocuments({ documents, names }: { documents: CaseFile["documents"]; names: Map<string, string> }) {
  const api = useApi();
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      documents.map(async (d): Promise<Shown> => {
        const url = await fetchBlobUrl(api, d.id).catch(() => null);
        if (url) made.push(url);
        return { id: d.id, url, kind: kindOf(d.content_type) };
      }),
    ).then((all) => live && setShown(all));
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [api, documents]);
  if (!documents.length) return <p className="govuk-body">No documents were uploaded.</p>;
  return (
    <ul className="govuk-list">
      {documents.map((d) => {
        const label = `${(d.supporting_document_id && names.get(d.supporting_document_id)) || (d.document_type === "CORRECTION_SUPPORTING_DOCUMENTS" ? "Correction document" : "Other document")}: ${d.file_name}`;
        const file = shown.find((s) => s.id === d.id);
        return (
          <li key={d.id} className="govuk-!-margin-bottom-4">
            <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{label}</h3>
            {!file ? (
              <p className="govuk-body-s">Loading the preview…</p>
            ) : !file.url ? (
              <p className="govuk-body-s">The file could not be loaded.</p>
            ) : (
              <>
                {file.kind === "image" && <img className="nfa-document-preview" src={file.url} alt={label} />}
                {file.kind === "pdf" && <iframe className="nfa-document-preview nfa-document-preview--pdf" src={file.url} title={label} />}
                <a className="govuk-link govuk-body-s" href={file.url} target="_blank" rel="noreferrer" download={file.kind === "other" ? d.file_name : undefined}>
                  Open {d.file_name}
                  <span className="govuk-visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
