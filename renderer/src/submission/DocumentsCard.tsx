import type { UploadedDocument } from "../../../engine/summary/uploadedDocuments.ts";
import { SummaryCard } from "./SummaryCard.tsx";

/**
 * The documents of the application: each one asked for with the file given for it (a required
 * one without a file shows 'Not uploaded'), then the optional uploads. `change` is the documents
 * stage's address when the documents can still be changed. Null documents are still loading.
 */
export function DocumentsCard({ documents, change, headingLevel = 3 }: { documents: UploadedDocument[] | null; change: string | null; headingLevel?: 2 | 3 }) {
  return (
    <SummaryCard
      id="documents"
      title="Documents"
      headingLevel={headingLevel}
      action={change ? { to: change, label: "Change", hidden: "documents" } : null}
      rows={(documents ?? []).map((d, i) => ({ key: `${d.name}${i}`, label: d.name, value: d.files.length ? d.files.join(", ") : <strong className="govuk-tag govuk-tag--red">Not uploaded</strong> }))}
    >
      {documents === null && (
        <p className="govuk-body" role="status">
          Loading the documents…
        </p>
      )}
      {documents?.length === 0 && <p className="govuk-body">No documents were uploaded.</p>}
    </SummaryCard>
  );
}
