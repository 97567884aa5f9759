import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { answerSummary } from "../../../engine/summary/answerSummary.ts";
import { formatDateTime } from "../../../engine/dates/formatDate.ts";
import { RequireLogin } from "../dashboard/RequireLogin.tsx";
import { tabPath } from "../dashboard/tabs.ts";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import type { DefinitionSummary } from "../definitions/loadDefinition.ts";
import { useSession } from "../store/useSession.ts";
import { AnswerSections } from "../submission/AnswerSections.tsx";
import { DownloadSubmissionLink } from "../submission/DownloadSubmissionLink.tsx";
import { FeesTable } from "../submission/FeesTable.tsx";
import { useCompiledDefinition } from "../wizard/useCompiledDefinition.ts";
import { PrintedDocuments } from "./PrintedDocuments.tsx";
import { usePrintableApplication, type PrintableApplication } from "./usePrintableApplication.ts";
import { useUploadedPreviews } from "./useUploadedPreviews.ts";

/**
 * /form-render-for-pdf (spec 000 §2): the application as a clean printable page, the same summary
 * as check-your-answers (docs/decisions/0018): the authority and the type's title as its header,
 * the transaction number and day submitted, the answers by section as text (no form controls to
 * print), the uploaded files (pictures drawn), the fees, the declaration, and the definition's
 * footer text (its form version). The browser's print saves it as a PDF; a submitted application
 * also offers the server's PDF. `?id=` prints a saved application of the signed-in applicant, so it
 * needs a login; without it the application in progress is printed (a violation notice needs none).
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
  const loaded = useCompiledDefinition(summary, (profile?.entities as Array<Record<string, unknown>> | undefined)?.[0] ?? {}, undefined, application.definitionVersion);
  const previews = useUploadedPreviews(application.tempTransId);
  const answers = useMemo(() => (loaded.status === "ready" ? answerSummary(loaded.compiled, application.answers, loaded.context, application.prices ? { prices: application.prices } : {}) : null), [loaded, application.answers, application.prices]);
  if (loaded.status === "loading" || !answers) return <p className="govuk-body" role="status">Loading the form…</p>;
  if (loaded.status === "failed") return <p className="govuk-body" role="alert">The form could not be loaded: {loaded.message}</p>;
  const { definition } = loaded.compiled;
  const hasFees = Boolean(definition.fees?.lines.length) || definition.stages.some((s) => s.id === "payment");
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
        {application.transactionNumber ? (
          <dl className="govuk-summary-list govuk-summary-list--no-border nfa-print__facts">
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">Transaction number</dt>
              <dd className="govuk-summary-list__value">{application.transactionNumber}</dd>
            </div>
            {application.submittedOn && (
              <div className="govuk-summary-list__row">
                <dt className="govuk-summary-list__key">Submitted on</dt>
                <dd className="govuk-summary-list__value">{formatDateTime(application.submittedOn)}</dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="govuk-body">Not submitted yet: this copy shows the answers as they are now.</p>
        )}
      </header>
      <div className="govuk-button-group nfa-no-print">
        <button type="button" className="govuk-button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        {application.transactionNumber && <DownloadSubmissionLink transNumber={application.transactionNumber} tempTransId={summary.requiresLogin ? undefined : application.tempTransId} />}
        {fromDashboard && (
          <Link className="govuk-link" to={tabPath("transactions-tab")}>
            Back to your applications
          </Link>
        )}
      </div>
      <AnswerSections definition={definition} sections={answers.sections.filter((s) => !s.statement)} changes={false} headingLevel={2} />
      <PrintedDocuments previews={previews} definition={definition} />
      {hasFees && <FeesTable fees={answers.fees} headingLevel={2} />}
      <AnswerSections definition={definition} sections={answers.sections.filter((s) => s.statement)} changes={false} headingLevel={2} />
      <footer className="nfa-print__footer">{definition.printFooter}</footer>
    </article>
  );
}
