import { useEffect, useMemo, useRef, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { PriceLock } from "../../../engine/fees/calculateFees.ts";
import { answerSummary } from "../../../engine/summary/answerSummary.ts";
import { uploadedDocuments, type UploadRecord } from "../../../engine/summary/uploadedDocuments.ts";
import type { Answers, EngineContext } from "../../../engine/types.ts";
import { AnswerSections } from "../submission/AnswerSections.tsx";
import { changeAddress } from "../submission/changeAddress.ts";
import { DocumentsCard } from "../submission/DocumentsCard.tsx";
import { FeesTable } from "../submission/FeesTable.tsx";
import { PAGE_LOADING_ATTRIBUTE } from "../layout/PageLoading.tsx";
import { useAfterPaint } from "../layout/useAfterPaint.ts";
import { wideScreen } from "../layout/wideScreen.ts";
import { ConsentDialog } from "./ConsentDialog.tsx";
import { carriedOver } from "./carriedOver.ts";
import type { RenewalRecord } from "../../../engine/api/renewalContract.ts";

/** Spec 000 §9: submit buttons are debounced 1000 ms. */
export const SUBMIT_DEBOUNCE_MS = 1000;

export interface PreviewStageProps {
  compiled: CompiledDefinition;
  context: EngineContext;
  answers: Answers;
  /** The prices a paid draft keeps (decision 0041): the fees shown are the ones the server judges by. */
  prices?: PriceLock | null;
  /**
   * The files uploaded for the application, null while they load: the wizard asks for them as it
   * opens on the preview, beside its definition, not once the preview is drawn (decision 0029).
   */
  uploads: UploadRecord[] | null;
  onSubmit: () => Promise<void>;
  /** 'I don't Consent': keeps the answers as a draft; true when the server has them, false when only this device does. */
  onDecline: () => Promise<boolean>;
  onBack: () => void;
  /** A renewal started from a licence (decision 0070): the answers still as they carried over are marked. */
  renewal?: RenewalRecord | null;
  /** Once the heading is on screen: the wizard asks for the uploaded files then (decision 0062). */
  onDrawn?: () => void;
}

/**
 * The preview (spec 000 §2 'Preview screen'), as GOV.UK's check-your-answers: the answers of the
 * wizard steps walked and of each form page as summary cards with a Change link to the step or
 * page that asks them, the documents uploaded, the fees as a table, then the declaration and the
 * consent. 'Submit your Application to NFA' at the top and bottom opens the consent dialog, and
 * nothing else does: after a card payment too the applicant reads the page first (decision 0047);
 * 'I don't Consent' closes it and says, on this page, that nothing was sent and the answers are
 * kept as a draft. 'Download a Copy of your Submission' prints this page (print styles leave out
 * the buttons and links; docs/decisions/0018). The same engine summary feeds the submission PDF.
 */
export function PreviewStage({ compiled, context, answers, prices, uploads, onSubmit, onDecline, onBack, renewal = null, onDrawn }: PreviewStageProps) {
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  // After 'I don't Consent': whether the draft reached the server (null until then).
  const [declined, setDeclined] = useState<{ saved: boolean } | null>(null);
  // On a phone the answers start folded under their headings, so Submit is in reach (decision 0047).
  const [folded] = useState(() => !wideScreen());
  const last = useRef(0);
  // Judging the answers is the page's longest task: the heading, the intro and Submit are drawn first.
  const drawn = useAfterPaint();
  useEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);
  const summary = useMemo(() => (drawn ? answerSummary(compiled, answers, context, prices ? { prices } : {}) : null), [drawn, compiled, answers, context, prices]);
  const { definition } = compiled;
  const carried = useMemo(() => carriedOver(renewal, answers), [renewal, answers]);
  const open = () => {
    const now = Date.now();
    if (now - last.current < SUBMIT_DEBOUNCE_MS) return;
    last.current = now;
    setConsent(true);
  };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setConsent(false);
    }
  };
  const decline = () => run(async () => setDeclined({ saved: await onDecline().catch(() => false) }));
  const submitButton = (
    <button type="button" className="govuk-button" onClick={open} disabled={busy}>
      Submit your Application to NFA
    </button>
  );
  const hasDocuments = Boolean(definition.documents?.items.length) || Boolean(uploads?.length);
  const hasFees = Boolean(definition.fees?.lines.length) || definition.stages.some((s) => s.id === "payment");
  return (
    <section aria-labelledby="preview-title" className="nfa-preview">
      <h2 className="govuk-heading-l" id="preview-title">
        {definition.form.previewTitle}
      </h2>
      {declined && (
        <div className="govuk-inset-text nfa-no-print" role="status">
          <p className="govuk-body govuk-!-font-weight-bold">Your application has not been submitted.</p>
          <p className="govuk-body govuk-!-margin-bottom-0">
            {declined.saved ? "Your answers are saved as a draft. Submit when you are ready, or finish it later from your draft applications." : "Your answers are kept on this device only: they could not be saved to your account just now. Submit when you are ready and have a connection."}
          </p>
        </div>
      )}
      <p className="govuk-body nfa-no-print">Check your answers, documents and fees before you submit. Use a Change link to correct an answer.</p>
      {renewal && (
        <div className="govuk-inset-text">
          This renews licence {renewal.licence}. Answers marked <strong className="govuk-tag govuk-tag--grey">Carried over</strong> come from the application that licence was issued on: check they are still right.
        </div>
      )}
      <div className="govuk-button-group nfa-no-print">
        {submitButton}
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => window.print()}>
          Download a Copy of your Submission
        </button>
      </div>
      {summary ? (
        <>
          <AnswerSections definition={definition} sections={summary.sections.filter((s) => !s.statement)} changes folded={folded} carried={carried} />
          {hasDocuments && <DocumentsCard documents={uploads && uploadedDocuments(summary.documents, uploads)} change={changeAddress(definition, "documents")} />}
          {hasFees && <FeesTable fees={summary.fees} />}
          <AnswerSections definition={definition} sections={summary.sections.filter((s) => s.statement)} changes folded={folded} />
          <h3 className="govuk-heading-m nfa-no-print">Now send your application</h3>
          <p className="govuk-body nfa-no-print">When you submit, you are asked to consent to how the National Fisheries Authority uses the personal data in this application.</p>
          <p className="govuk-body nfa-print-footer">{definition.printFooter}</p>
          <div className="govuk-button-group nfa-no-print">
            <button type="button" className="govuk-button govuk-button--secondary" onClick={onBack}>
              Previous
            </button>
            {submitButton}
          </div>
        </>
      ) : (
        // Loading (PageLoading's mark): the footer waits below, so the answers move nothing when drawn.
        <p className="govuk-body" role="status" {...{ [PAGE_LOADING_ATTRIBUTE]: "" }}>
          Loading your answers…
        </p>
      )}
      <ConsentDialog open={consent} busy={busy} onClose={() => setConsent(false)} onConsent={() => void run(onSubmit)} onDecline={() => void decline()} />
    </section>
  );
}
