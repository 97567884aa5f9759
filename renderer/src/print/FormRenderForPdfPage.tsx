import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { SectionView } from "../wizard/SectionView.tsx";
import { TransactionDetails } from "../wizard/TransactionDetails.tsx";
import { useCompiledDefinition } from "../wizard/useCompiledDefinition.ts";
import { usePrintableApplication, type PrintableApplication } from "./usePrintableApplication.ts";
import { useUploadedPreviews } from "./useUploadedPreviews.ts";

/**
 * /form-render-for-pdf (spec 000 §2): the application form as a clean printable page: the type's
 * header, both form pages read-only, the uploaded files as images (others by name), and the
 * definition's footer text (its form version). The browser's print saves it as a PDF.
 */
export function FormRenderForPdfPage() {
  const loaded = usePrintableApplication();
  if (loaded.status === "loading") return <p className="govuk-body" role="status">Loading the application…</p>;
  if (loaded.status === "missing") return <p className="govuk-body" role="alert">{loaded.message}</p>;
  return <PrintableForm application={loaded.application} />;
}

function PrintableForm({ application }: { application: PrintableApplication }) {
  const definitions = useDefinitions();
  const profile = useSession((s) => s.profile);
  const summary = definitions.status === "ready" ? definitions.summaries.find((d) => d.id === application.appType) : undefined;
  const loaded = useCompiledDefinition(summary, (profile?.entities as Array<Record<string, unknown>> | undefined)?.[0] ?? {});
  const previews = useUploadedPreviews(application.tempTransId);
  if (definitions.status === "ready" && !summary) return <p className="govuk-body" role="alert">This application type is no longer offered.</p>;
  if (loaded.status === "loading") return <p className="govuk-body" role="status">Loading the form…</p>;
  if (loaded.status === "failed") return <p className="govuk-body" role="alert">The form could not be loaded: {loaded.message}</p>;
  const { compiled, context } = loaded;
  const { answers } = application;
  const asked = walk(compiled, answers, context).asked;
  return (
    <article className="nfa-print" aria-labelledby="print-title">
      <header className="nfa-print__header">
        <p className="nfa-print__authority">National Fisheries Authority</p>
        <h1 className="govuk-heading-l" id="print-title">
          {compiled.definition.form.previewTitle}
        </h1>
        {application.transactionNumber && <p className="govuk-body">Transaction number: {application.transactionNumber}</p>}
      </header>
      <button type="button" className="govuk-button nfa-no-print" onClick={() => window.print()}>
        Print or save as PDF
      </button>
      {compiled.pages.map((page, index) => (
        <section key={page.section.id} aria-labelledby={`print-${page.section.id}`}>
          <h2 className="govuk-heading-m" id={`print-${page.section.id}`}>
            {page.section.title}
          </h2>
          {index === 0 && <TransactionDetails compiled={compiled} answers={answers} asked={asked} />}
          <SectionView compiled={page} named={compiled.named} answers={answers} context={context} errors={[]} onAnswers={() => undefined} readonly />
        </section>
      ))}
      <section aria-labelledby="print-documents">
        <h2 className="govuk-heading-m" id="print-documents">
          Uploaded documents
        </h2>
        {previews === null ? (
          <p className="govuk-body" role="status">
            Loading the documents…
          </p>
        ) : previews.length === 0 ? (
          <p className="govuk-body">No documents were uploaded.</p>
        ) : (
          <ul className="govuk-list nfa-print__documents">
            {previews.map((file) => (
              <li key={file.id}>
                {file.image ? (
                  <figure className="nfa-print__figure">
                    <img src={file.image} alt={file.fileName} />
                    <figcaption>{file.fileName}</figcaption>
                  </figure>
                ) : (
                  file.fileName
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <footer className="nfa-print__footer">{compiled.definition.printFooter}</footer>
    </article>
  );
}
