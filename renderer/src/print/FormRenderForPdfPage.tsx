import { Link, useSearchParams } from "react-router-dom";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import { RequireLogin } from "../dashboard/RequireLogin.tsx";
import { tabPath } from "../dashboard/tabs.ts";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import type { DefinitionSummary } from "../definitions/loadDefinition.ts";
import { useSession } from "../store/useSession.ts";
import { SectionView } from "../wizard/SectionView.tsx";
import { TransactionDetails } from "../wizard/TransactionDetails.tsx";
import { useCompiledDefinition } from "../wizard/useCompiledDefinition.ts";
import { PrintedDocuments } from "./PrintedDocuments.tsx";
import { usePrintableApplication, type PrintableApplication } from "./usePrintableApplication.ts";
import { useUploadedPreviews } from "./useUploadedPreviews.ts";

/**
 * /form-render-for-pdf (spec 000 §2): the application form as a clean printable page: the
 * authority and the type's title as its header, both form pages read-only, the uploaded files
 * (pictures drawn), and the definition's footer text (its form version). The browser's print
 * saves it as a PDF. `?id=` prints a saved application of the signed-in applicant, so it needs a
 * login; without it the application in progress is printed (a violation notice needs none).
 */
export function FormRenderForPdfPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  if (!id) return <Printable id={null} />;
  return (
    <RequireLogin>
      <Printable id={id} />
    </RequireLogin>
  );
}

function Printable({ id }: { id: string | null }) {
  const loaded = usePrintableApplication(id);
  if (loaded.status === "loading") return <p className="govuk-body" role="status">Loading the application…</p>;
  if (loaded.status === "missing") return <p className="govuk-body" role="alert">{loaded.message}</p>;
  return <PrintableForm application={loaded.application} fromDashboard={id !== null} />;
}

function PrintableForm({ application, fromDashboard }: { application: PrintableApplication; fromDashboard: boolean }) {
  const definitions = useDefinitions();
  const summary = definitions.status === "ready" ? definitions.summaries.find((d) => d.id === application.appType) : undefined;
  if (definitions.status === "loading") return <p className="govuk-body" role="status">Loading…</p>;
  if (!summary) return <p className="govuk-body" role="alert">This application type is no longer offered.</p>;
  return <PrintedForm application={application} summary={summary} fromDashboard={fromDashboard} />;
}

function PrintedForm({ application, summary, fromDashboard }: { application: PrintableApplication; summary: DefinitionSummary; fromDashboard: boolean }) {
  const profile = useSession((s) => s.profile);
  const loaded = useCompiledDefinition(summary, (profile?.entities as Array<Record<string, unknown>> | undefined)?.[0] ?? {});
  const previews = useUploadedPreviews(application.tempTransId);
  if (loaded.status === "loading") return <p className="govuk-body" role="status">Loading the form…</p>;
  if (loaded.status === "failed") return <p className="govuk-body" role="alert">The form could not be loaded: {loaded.message}</p>;
  const { compiled, context } = loaded;
  const { answers } = application;
  const asked = walk(compiled, answers, context).asked;
  return (
    <article className="nfa-print" aria-labelledby="print-title">
      <header className="nfa-print__header">
        <p className="nfa-print__authority">
          <span className="nfa-print__logo" aria-hidden="true">
            NFA
          </span>
          National Fisheries Authority
        </p>
        <p className="govuk-body nfa-print__caption">Application form</p>
        <h1 className="govuk-heading-l" id="print-title" data-title={`${summary.title}: form to print`}>
          {summary.title}
        </h1>
        {application.transactionNumber && <p className="govuk-body">Transaction number: {application.transactionNumber}</p>}
      </header>
      <div className="govuk-button-group nfa-no-print">
        <button type="button" className="govuk-button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        {fromDashboard && (
          <Link className="govuk-link" to={tabPath("transactions-tab")}>
            Back to your applications
          </Link>
        )}
      </div>
      {compiled.pages.map((page, index) => (
        <section key={page.section.id} aria-labelledby={`print-${page.section.id}`}>
          <h2 className="govuk-heading-m" id={`print-${page.section.id}`}>
            {page.section.title}
          </h2>
          {index === 0 && <TransactionDetails compiled={compiled} answers={answers} asked={asked} />}
          <SectionView compiled={page} named={compiled.named} answers={answers} context={context} errors={[]} onAnswers={() => undefined} readonly />
        </section>
      ))}
      <PrintedDocuments previews={previews} definition={compiled.definition} />
      <footer className="nfa-print__footer">{compiled.definition.printFooter}</footer>
    </article>
  );
}
