import { useCallback, useEffect, useState } from "react";
import { toast } from "../layout/toast.ts";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { EngineContext, FieldError } from "../../../engine/types.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { keptUploads, rememberUploads, seenUploads } from "../offline/keptUploads.ts";
import { deliver, removeItem } from "../offline/outbox.ts";
import { KEPT_ON_PHONE } from "../offline/outboxWords.ts";
import { ownerOf, useOutbox } from "../offline/useOutbox.ts";
import { useSession } from "../store/useSession.ts";
import { ErrorSummary, fieldId } from "../wizard/ErrorSummary.tsx";
import { readFileAsDataUrl } from "../widgets/readFileAsDataUrl.ts";
import { documentPointer, documentTitles, missingDocumentErrors, type Group, type Need } from "./documentErrors.ts";
import { documentsHere, withKept, type Other } from "./documentsHere.ts";
import { DocumentRow } from "./DocumentRow.tsx";

export const DOCUMENTS_MISSING = "All Documents must be uploaded before proceeding ";
const OTHER_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];

/**
 * The supporting-documents stage (spec 000 §2 'Documents screen'): the documents the engine says
 * this application needs, each with its accept rule, why it is needed, upload and remove; group
 * rules such as Proof of Ownership; optional documents; a comment. Proceeding needs every
 * mandatory document. Errors are shown the one way the wizard shows them (issue 14): the error
 * summary (headed by the spec's 'All Documents must be uploaded before proceeding') with a link
 * to each document, focused on a failed Next, and the error inline on the document; both go as
 * soon as the files are uploaded. Embedded in a form page, which has its own summary, a refused
 * file is said inline and by a toast.
 *
 * With no signal (issue 27) the engine says which documents the answers need (`here`: the
 * definition, context and answers the wizard judges with), the files the server last listed are
 * kept from the last visit, and a file attached waits in the outbox, shown "On this phone" and
 * counted as attached, until the signal returns.
 */
export function DocumentsStage({ appType, title, tempTransId, here, comment, onComment, onNext, onBack, embedded = false }: { appType: string; title: string; tempTransId: string; here: { compiled: CompiledDefinition; context: EngineContext; answers: Record<string, unknown> }; comment: string; onComment: (text: string) => void; onNext: () => void; onBack: () => void; embedded?: boolean }) {
  const api = useApi();
  const owner = ownerOf(useSession((s) => s.profile));
  const outbox = useOutbox((s) => s.items);
  const kept = keptUploads(outbox, tempTransId);
  // The files sent from the outbox meanwhile: the list is asked for again when their number changes.
  const keptCount = kept.length;
  const [needs, setNeeds] = useState<Need[] | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  const [others, setOthers] = useState<Other[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Next was pressed: from then on what is missing is shown, and goes as it is uploaded.
  const [checked, setChecked] = useState(false);
  // Each failed Next takes the person back to the summary.
  const [attempts, setAttempts] = useState(0);
  // A file refused on upload, by document key ('other' for an optional one).
  const [refused, setRefused] = useState<Record<string, string>>({});

  const refresh = useCallback(async () => {
    try {
      const data = await api.get<{ documents: Need[]; groups: Group[]; supportingDocuments: Other[] }>(`/documents/all-documents/${appType}/${tempTransId}`);
      setNeeds(data.documents);
      setGroups(data.groups);
      setOthers(data.supportingDocuments);
      void rememberUploads(tempTransId, [...data.documents.flatMap((d) => (d.upload ? [{ id: d.upload.id, supporting_document_id: d.key, document_type: "SUPPORTING_DOCUMENTS", file_name: d.upload.file_name }] : [])), ...data.supportingDocuments.map((o) => ({ ...o, supporting_document_id: null }))]).catch(() => undefined);
    } catch (error) {
      // No signal (or an application the server has not yet had from the outbox): judged here.
      if (error instanceof ApiError && (error.statusCode === 0 || error.statusCode === 404)) {
        const local = documentsHere(here.compiled, here.context, here.answers, await seenUploads(tempTransId).catch(() => []));
        setNeeds(local.documents);
        setGroups(local.groups);
        setOthers(local.others);
      } else setFailure((error as Error).message);
    }
    // The answers are read when the list is asked for; a change of answers is another visit to the stage.
  }, [api, appType, tempTransId]);
  useEffect(() => void refresh(), [refresh, keptCount]);

  const refuse = (key: string, message: string | null) => {
    setRefused(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));
    if (message && embedded) toast.warning(message);
  };

  /**
   * The same file for the same document gives the same key: choosing it again after an upload whose
   * answer was lost (the signal dropped) is answered with the document the server already stored,
   * not stored twice or refused as a second copy (decision 0063).
   */
  const uploadKey = (slot: string, file: File) => `doc-${slot}-${file.size}-${file.lastModified}`.replace(/[^A-Za-z0-9_:.-]/g, "_").slice(0, 80);

  async function upload(file: File | undefined, accept: string[], key: string | null) {
    if (!file) return;
    const slot = key ?? "other";
    const read = await readFileAsDataUrl(file, accept);
    if ("error" in read) {
      refuse(slot, read.error);
      return;
    }
    setBusy(slot);
    try {
      const document = { name: file.name, contentType: file.type, content: read.dataUrl.replace(/^data:[^;]*;base64,/, ""), ...(key ? { supporting_document_id: key, documentType: "SUPPORTING_DOCUMENTS" } : { documentType: "OTHER_SUPPORTING_DOCUMENTS" }) };
      const sent = await deliver(api, { owner, tempTransId, appType, title, kind: "upload", label: `${needs?.find((n) => n.key === key)?.name ?? "Other document"}: ${file.name}`, request: { path: "/documents/upload", body: { temp_trans_id: tempTransId, document }, headers: { "idempotency-key": uploadKey(slot, file) } } });
      refuse(slot, null);
      toast.success(sent.kept ? KEPT_ON_PHONE : "Document uploaded successfully");
      await refresh();
    } catch (error) {
      refuse(slot, (error as Error).message || "Document could not uploaded successfully");
    } finally {
      setBusy(null);
    }
  }

  /** Removes a file attached on this phone and not yet sent: it is never sent. */
  async function removeKept(itemId: number) {
    await removeItem(owner, itemId);
    toast.success("Document removed successfully");
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

  const missing = checked && needs ? missingDocumentErrors(withKept(needs, others, kept).needs, groups) : [];
  const refusedErrors: FieldError[] = Object.entries(refused).map(([key, message]) => ({ pointer: key === "other" ? "/other" : documentPointer(key), message }));
  const errors = [...refusedErrors, ...missing.filter((m) => !refusedErrors.some((r) => r.pointer === m.pointer))];
  const errorOf = (key: string) => errors.find((e) => e.pointer === documentPointer(key))?.message ?? null;

  function proceed() {
    setChecked(true);
    if (needs && missingDocumentErrors(withKept(needs, others, kept).needs, groups).length === 0) onNext();
    else setAttempts((n) => n + 1);
  }

  const shown = needs && withKept(needs, others, kept);
  if (!needs || !shown) return failure ? <ErrorSummary errors={[{ pointer: "", message: failure }]} /> : <p className="govuk-body" role="status">Loading the documents…</p>;
  const row = (need: Need) => <DocumentRow key={need.key} need={need} error={errorOf(need.key)} busy={busy !== null} onUpload={(file) => void upload(file, need.accept, need.key)} onRemove={(id) => void remove(id)} onRemoveKept={(itemId) => void removeKept(itemId)} />;
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
      {!embedded && <ErrorSummary errors={errors} schema={documentTitles(needs, groups)} title={missing.length ? DOCUMENTS_MISSING : undefined} focusKey={attempts} />}
      {shown.needs.some((n) => !n.group) && (
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
        <tbody className="govuk-table__body">{shown.needs.filter((n) => !n.group).map(row)}</tbody>
      </table>
      )}
      {groups.map((group) => {
        const error = errorOf(group.key);
        const id = fieldId(documentPointer(group.key));
        return (
          <div key={group.key} className={error ? "govuk-form-group govuk-form-group--error" : undefined}>
            {error && (
              <p id={`${id}__error`} className="govuk-error-message">
                <span className="govuk-visually-hidden">Error:</span> {error}
              </p>
            )}
            {/* The error summary's link lands here: the caption says which documents count. */}
            <table className="govuk-table nfa-stack-table" id={id} tabIndex={-1} aria-describedby={error ? `${id}__error` : undefined}>
              <caption className="govuk-table__caption govuk-table__caption--m">{group.name}: upload at least one</caption>
              <tbody className="govuk-table__body">{shown.needs.filter((n) => n.group === group.key).map(row)}</tbody>
            </table>
          </div>
        );
      })}
      {!embedded && (
        <>
      <h3 className="govuk-heading-m">Optional documents</h3>
      <ul className="govuk-list">
        {shown.others.map((o) => (
          <li key={o.kept === undefined ? o.id : `kept-${o.kept}`}>
            {o.file_name}
            {o.kept !== undefined && <> <strong className="govuk-tag govuk-tag--blue">On this phone</strong></>}{" "}
            <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => void (o.kept === undefined ? remove(o.id) : removeKept(o.kept))}>
              Remove <span className="govuk-visually-hidden">{o.file_name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={`govuk-form-group${refused.other ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor="root_other">
          Add another document (Optional)
        </label>
        {refused.other && (
          <p id="root_other__error" className="govuk-error-message">
            <span className="govuk-visually-hidden">Error:</span> {refused.other}
          </p>
        )}
        <input id="root_other" type="file" className={`govuk-file-upload${refused.other ? " govuk-file-upload--error" : ""}`} accept={OTHER_ACCEPT.join(",")} disabled={busy !== null} aria-describedby={refused.other ? "root_other__error" : undefined} onChange={(e) => void upload(e.target.files?.[0], OTHER_ACCEPT, null)} />
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
