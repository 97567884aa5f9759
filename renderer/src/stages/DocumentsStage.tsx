import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { useApi } from "../api/ApiProvider.tsx";
import type { TraceEntry } from "../../../engine/types.ts";
import { readFileAsDataUrl } from "../widgets/readFileAsDataUrl.ts";
import { WhyDetails } from "../wizard/WhyDetails.tsx";

interface Need {
  key: string;
  name: string;
  description?: string;
  accept: string[];
  required: boolean;
  group?: string;
  uploaded: boolean;
  upload: { id: number; file_name: string } | null;
  trace?: TraceEntry[];
}
interface Group {
  key: string;
  name: string;
  rule: string;
  members: string[];
}
interface Other {
  id: number;
  file_name: string;
  document_type: string;
}

export const DOCUMENTS_MISSING = "All Documents must be uploaded before proceeding ";
const OTHER_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];

/**
 * The supporting-documents stage (spec 000 §2 'Documents screen'): the documents the engine says
 * this application needs, each with its accept rule, upload and remove; group rules such as Proof
 * of Ownership; optional documents; a comment. Proceeding needs every mandatory document.
 */
export function DocumentsStage({ appType, tempTransId, comment, onComment, onNext, onBack, embedded = false }: { appType: string; tempTransId: string; comment: string; onComment: (text: string) => void; onNext: () => void; onBack: () => void; embedded?: boolean }) {
  const api = useApi();
  const [needs, setNeeds] = useState<Need[] | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  const [others, setOthers] = useState<Other[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const data = await api.get<{ documents: Need[]; groups: Group[]; supportingDocuments: Other[] }>(`/documents/all-documents/${appType}/${tempTransId}`);
      setNeeds(data.documents);
      setGroups(data.groups);
      setOthers(data.supportingDocuments);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, [api, appType, tempTransId]);
  useEffect(() => void refresh(), [refresh]);

  async function upload(file: File | undefined, accept: string[], key: string | null) {
    if (!file) return;
    const read = await readFileAsDataUrl(file, accept);
    if ("error" in read) {
      toast.warning(read.error);
      return;
    }
    setBusy(key ?? "other");
    try {
      await api.post("/documents/upload", { temp_trans_id: tempTransId, document: { name: file.name, contentType: file.type, content: read.dataUrl.replace(/^data:[^;]*;base64,/, ""), ...(key ? { supporting_document_id: key, documentType: "SUPPORTING_DOCUMENTS" } : { documentType: "OTHER_SUPPORTING_DOCUMENTS" }) } });
      toast.success("Document uploaded successfully");
      await refresh();
    } catch (error) {
      toast.warning((error as Error).message || "Document could not uploaded successfully");
    } finally {
      setBusy(null);
    }
  }

  async function remove(id: number) {
    try {
      await api.delete(`/documents/remove-document/${id}?temp_trans_id=${encodeURIComponent(tempTransId)}`);
      toast.success("Document removed successfully");
      await refresh();
    } catch (error) {
      toast.warning((error as Error).message);
    }
  }

  function proceed() {
    const missing = (needs ?? []).some((n) => n.required && !n.uploaded) || groups.some((g) => !(needs ?? []).some((n) => g.members.includes(n.key) && n.uploaded));
    if (missing) {
      toast.warning(DOCUMENTS_MISSING);
      setFailure(DOCUMENTS_MISSING);
      return;
    }
    onNext();
  }

  if (!needs) return failure ? <p className="govuk-error-message">{failure}</p> : <p className="govuk-body" role="status">Loading the documents…</p>;
  const row = (need: Need) => (
    <tr className="govuk-table__row" key={need.key}>
      <td className="govuk-table__cell" data-label="Document">
        {need.name}
        {need.required ? "" : " (Optional)"}
        {need.description && <div className="govuk-hint">{need.description}</div>}
        <WhyDetails trace={need.trace} />
      </td>
      <td className="govuk-table__cell" data-label="Accepted types">{need.accept.join(", ")}</td>
      <td className="govuk-table__cell" data-label="Status">{need.uploaded ? <strong className="govuk-tag govuk-tag--green">Uploaded: {need.upload?.file_name}</strong> : <strong className="govuk-tag govuk-tag--grey">Not uploaded</strong>}</td>
      <td className="govuk-table__cell" data-label="Action">
        {need.uploaded && need.upload ? (
          <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={() => void remove(need.upload!.id)}>
            Remove <span className="govuk-visually-hidden">{need.name}</span>
          </button>
        ) : (
          <>
            <label className="govuk-label govuk-visually-hidden" htmlFor={`upload-${need.key}`}>
              Upload {need.name}
            </label>
            <input id={`upload-${need.key}`} type="file" className="govuk-file-upload" accept={need.accept.join(",")} disabled={busy !== null} onChange={(e) => void upload(e.target.files?.[0], need.accept, need.key)} />
          </>
        )}
      </td>
    </tr>
  );
  return (
    <section aria-labelledby="documents-title">
      {embedded ? (
        <h3 className="govuk-heading-m" id="documents-title">
          Documents
        </h3>
      ) : (
        <h2 className="govuk-heading-l" id="documents-title">
          Supporting Documents
        </h2>
      )}
      {failure && (
        <div className="govuk-error-summary" role="alert">
          <p className="govuk-body govuk-!-margin-bottom-0">{failure}</p>
        </div>
      )}
      {needs.some((n) => !n.group) && (
      <table className="govuk-table nfa-stack-table">
        <caption className="govuk-table__caption govuk-table__caption--m">{embedded ? "Attach documents" : "Required documents"}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">Document</th>
            <th scope="col" className="govuk-table__header">Accepted types</th>
            <th scope="col" className="govuk-table__header">Status</th>
            <th scope="col" className="govuk-table__header">Action</th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">{needs.filter((n) => !n.group).map(row)}</tbody>
      </table>
      )}
      {groups.map((group) => (
        <table className="govuk-table nfa-stack-table" key={group.key}>
          <caption className="govuk-table__caption govuk-table__caption--m">{group.name}: upload at least one</caption>
          <tbody className="govuk-table__body">{needs.filter((n) => n.group === group.key).map(row)}</tbody>
        </table>
      ))}
      {!embedded && (
        <>
      <h3 className="govuk-heading-m">Optional documents</h3>
      <ul className="govuk-list">
        {others.map((o) => (
          <li key={o.id}>
            {o.file_name}{" "}
            <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => void remove(o.id)}>
              Remove <span className="govuk-visually-hidden">{o.file_name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor="upload-other">
          Add another document (Optional)
        </label>
        <input id="upload-other" type="file" className="govuk-file-upload" accept={OTHER_ACCEPT.join(",")} disabled={busy !== null} onChange={(e) => void upload(e.target.files?.[0], OTHER_ACCEPT, null)} />
      </div>
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor="comment_by_user">
          Comment (Optional)
        </label>
        <textarea id="comment_by_user" className="govuk-textarea" rows={3} value={comment} maxLength={2000} onChange={(e) => onComment(e.target.value)} />
      </div>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onBack}>
          Previous
        </button>
        <button type="button" className="govuk-button" onClick={proceed}>
          Next
        </button>
      </div>
        </>
      )}
    </section>
  );
}
