import type { Definition } from "../../../engine/types.ts";
import type { UploadedPreview } from "./useUploadedPreviews.ts";

/** The document's name in the definition (Picture Identification), or 'Other document'. */
const labelOf = (definition: Definition, key: string | null): string => definition.documents?.items.find((d) => d.key === key)?.name ?? "Other document";

/**
 * The uploaded documents on the printable form (spec 000 §2, spec 001: previews appear as
 * images): pictures drawn, PDFs as a link to open or save them, anything else (or a preview
 * that did not come within the time limit) by name.
 */
export function PrintedDocuments({ previews, definition }: { previews: UploadedPreview[] | null; definition: Definition }) {
  return (
    <section aria-labelledby="print-documents">
      <h2 className="govuk-heading-m" id="print-documents">
        Uploaded Documents
      </h2>
      {previews === null ? (
        <p className="govuk-body" role="status">
          Loading the documents…
        </p>
      ) : previews.length === 0 ? (
        <p className="govuk-body">No documents were uploaded.</p>
      ) : (
        <ul className="govuk-list nfa-print__documents">
          {previews.map((file) => {
            const label = labelOf(definition, file.documentKey);
            if (file.kind === "image" && file.url)
              return (
                <li key={file.id}>
                  <figure className="nfa-print__figure">
                    <img src={file.url} alt={`${label}: ${file.fileName}`} />
                    <figcaption className="govuk-body-s">
                      {label}: {file.fileName}
                    </figcaption>
                  </figure>
                </li>
              );
            if (file.kind === "pdf" && file.url)
              return (
                <li key={file.id}>
                  {label}:{" "}
                  <a className="govuk-link" href={file.url} download={file.fileName}>
                    {file.fileName} (PDF)
                  </a>
                </li>
              );
            return (
              <li key={file.id}>
                {label}: {file.fileName} (no preview)
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
