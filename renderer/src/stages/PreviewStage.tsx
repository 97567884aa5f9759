import { useEffect, useRef, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import type { Answers, EngineContext } from "../../../engine/types.ts";
import { SectionView } from "../wizard/SectionView.tsx";
import { TransactionDetails } from "../wizard/TransactionDetails.tsx";
import { ConsentDialog } from "./ConsentDialog.tsx";

/** Spec 000 §9: submit buttons are debounced 1000 ms. */
export const SUBMIT_DEBOUNCE_MS = 1000;

export interface PreviewStageProps {
  compiled: CompiledDefinition;
  context: EngineContext;
  answers: Answers;
  /** After a card payment, submission starts by itself (spec 000 §4). */
  autoSubmit: boolean;
  onSubmit: () => Promise<void>;
  onDecline: () => Promise<void>;
  onBack: () => void;
}

/**
 * The preview: both form pages read-only, 'Submit your Application to NFA' at the top and bottom,
 * a printable copy, and the consent dialog in front of the submit.
 */
export function PreviewStage({ compiled, context, answers, autoSubmit, onSubmit, onDecline, onBack }: PreviewStageProps) {
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const last = useRef(0);
  const asked = walk(compiled, answers, context).asked;
  useEffect(() => {
    if (autoSubmit) setConsent(true);
  }, [autoSubmit]);
  const open = () => {
    const now = Date.now();
    if (now - last.current < SUBMIT_DEBOUNCE_MS) return;
    last.current = now;
    setConsent(true);
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setConsent(false);
    }
  };
  const submitButton = (
    <button type="button" className="govuk-button" onClick={open} disabled={busy}>
      Submit your Application to NFA
    </button>
  );
  return (
    <section aria-labelledby="preview-title" className="nfa-preview">
      <h2 className="govuk-heading-l" id="preview-title">
        {compiled.definition.form.previewTitle}
      </h2>
      <div className="govuk-button-group nfa-no-print">
        {submitButton}
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => window.print()}>
          Download a Copy of your Submission
        </button>
      </div>
      <TransactionDetails compiled={compiled} answers={answers} asked={asked} />
      {compiled.pages.map((page) => (
        <div key={page.section.id}>
          <h3 className="govuk-heading-m">{page.section.title}</h3>
          <SectionView compiled={page} named={compiled.named} answers={answers} context={context} errors={[]} onAnswers={() => undefined} readonly />
        </div>
      ))}
      <p className="govuk-body nfa-print-footer">{compiled.definition.printFooter}</p>
      <div className="govuk-button-group nfa-no-print">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onBack}>
          Previous
        </button>
        {submitButton}
      </div>
      <ConsentDialog open={consent} busy={busy} onClose={() => setConsent(false)} onConsent={() => void run(onSubmit)} onDecline={() => void run(onDecline)} />
    </section>
  );
}
